import CShim
print(shim_answer())
