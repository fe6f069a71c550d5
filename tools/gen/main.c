/* main.c - tfc_gen: dispatches to the generator subcommands (gen.h). */
#include <stdio.h>
#include <string.h>

#include "gen.h"

int main(int argc, char **argv)
{
    static const struct {
        const char *name;
        int (*run)(int, char **);
    } cmds[] = {{"registry", tfc_gen_registry}, {"opver", tfc_gen_opver}, {"opreg", tfc_gen_opreg}, {"products", tfc_gen_products},
                   {"containers", tfc_gen_containers}, {"tfjs", tfc_gen_tfjs}};
    for (size_t i = 0; argc >= 2 && i < sizeof cmds / sizeof *cmds; i++)
        if (!strcmp(argv[1], cmds[i].name)) return cmds[i].run(argc - 2, argv + 2);
    fprintf(stderr, "usage: tfc_gen registry|opver|opreg|products|containers|tfjs OUTPUT... INPUT.csv...\n");
    return 2;
}
