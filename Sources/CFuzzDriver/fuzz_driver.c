// The declaration in include/fuzz_driver.h is the whole module; libFuzzer defines the function.
