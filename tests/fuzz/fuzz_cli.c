/*
 * fuzz_cli.c - libFuzzer harness for the command's argument parsing: the
 * input is split at newlines into at most 15 arguments after "tfcompat"
 * and run through the command's own main() (built here as tfc_cli_main),
 * with stdin and stdout on /dev/null. The arguments "@tflite",
 * "@saved_model", "@index", "@registry" and "@resolver" stand for corpus
 * files, so that the commands get past their usage checks, and "@store"
 * for an empty directory to scan (the scan's options are parsed; its
 * records are the library's, fuzzed by the other harnesses: a directory
 * of models made each execution cost a thread pool and every release a
 * model). An input that names any other directory is skipped: `tfcompat
 * scan /` walks the whole machine (a timeout of the first campaign, which
 * also showed that a link loop multiplied the walk: fixed in scan.c).
 * `fixture` writes only to /dev/null: its -o value is replaced.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int tfc_cli_main(int argc, char **argv);

static const struct {
    const char *name, *path;
} files[] = {
    {"@tflite", TFC_TEST_DIR "/corpus/tflite/conv0.tflite"},
    {"@saved_model", TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three"},
    {"@index", TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three/variables/variables.index"},
    {"@registry", TFC_TEST_DIR "/fuzz/corpus/registry/include_tensorflow.txt"},
    {"@resolver", TFC_TEST_DIR "/fuzz/corpus/tflite/resolver.txt"},
    {"@store", NULL}, /* an empty directory made at the first call */
};

static char store[] = "/tmp/tfc_fuzz_cli_XXXXXX";
static void remove_store(void) { rmdir(store); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int quiet;
    if (!quiet) {
        quiet = 1;
        /* stderr stays: libFuzzer reports on it (tools/fuzz.sh passes
         * -close_fd_mask=2 so that the command's diagnostics do not flood it). */
        if (!freopen("/dev/null", "r", stdin) || !freopen("/dev/null", "w", stdout)) return 0;
        if (!mkdtemp(store)) return 0;
        atexit(remove_store);
    }
    if (size > 4096) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    char *argv[17] = {"tfcompat"};
    int argc = 1;
    for (char *p = text, *tok; argc < 16 && (tok = strsep(&p, "\n")) != NULL;) {
        int known = 0;
        for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
            if (!strcmp(tok, files[i].name)) tok = files[i].path ? (char *)files[i].path : store, known = 1;
        struct stat st;
        if (!known && stat(tok, &st) == 0 && S_ISDIR(st.st_mode)) {
            free(text);
            return 0;
        }
        argv[argc++] = tok;
        /* scan only over @store: a model root costs a thread pool and every
         * release per execution (records: the library's harnesses) */
        if (known && tok != store && argc > 2 && !strcmp(argv[1], "scan")) {
            free(text);
            return 0;
        }
    }
    argv[argc] = NULL;
    /* `fixture` writes the file its -o names: never a corpus file or
     * anything else of the machine's */
    if (argc > 1 && !strcmp(argv[1], "fixture"))
        for (int i = 2; i + 1 < argc; i++)
            if (!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) argv[i + 1] = (char *)"/dev/null";
    (void)tfc_cli_main(argc, argv);
    fflush(stdout);
    free(text);
    return 0;
}
