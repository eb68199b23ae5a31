int shim_answer(void) { return 42; }
