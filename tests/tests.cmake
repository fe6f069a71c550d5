# One line (or block) per test program; see tfc_add_test in CMakeLists.txt.
tfc_add_test(test_common unit/test_common.c)
tfc_add_test(test_accept_vectors vectors/test_accept_vectors.c)
tfc_add_test(test_registry unit/test_registry.c)
find_package(Threads REQUIRED)
target_link_libraries(test_registry PRIVATE Threads::Threads)
