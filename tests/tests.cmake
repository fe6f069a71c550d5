# One line (or block) per test program; see tfc_add_test in CMakeLists.txt.
tfc_add_test(test_common unit/test_common.c)
tfc_add_test(test_flatbuf unit/test_flatbuf.c)
tfc_add_test(test_tflite_corpus corpus/test_tflite_corpus.c)
tfc_add_test(test_op_version unit/test_op_version.c)
tfc_add_test(test_opver unit/test_opver.c)
tfc_add_fuzz(op_version fuzz/fuzz_op_version.c)
tfc_add_test(test_op_version_corpus corpus/test_op_version_corpus.c)
