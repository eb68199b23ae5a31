int shim_answer(void);
