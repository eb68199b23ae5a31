import Runtime
print(answer())
