#!/usr/bin/env python3
"""Header = module = prefix. Every function a public header declares is
named tfc_<header>_..., or tfc_<T>_... for an object type tfc_<T> that the
same header declares (typedef struct tfc_<T>), with the exceptions listed
below; every name in tests/abi/symbols.txt is declared in exactly one
header; every public function's comment says since which version.
usage: check_prefixes.py INCLUDE_DIR GENERATED_INCLUDE_DIR SYMBOLS_TXT"""
import glob, os, re, sys

# Named functions that belong to a header by design, not by prefix.
EXCEPTIONS = {
    "common.h": {"tfc_status_str", "tfc_status_name"},
    "version.h": {"tfc_abi_version", "tfc_ruleset_version", "tfc_opver_api_version"},
    # the check layer's one question is the module's own name
    "check.h": {"tfc_check"},
    # the names every output prints for an outcome and a severity (enums of verdict.h)
    "verdict.h": {"tfc_outcome_name", "tfc_severity_name"},
    # released entry points the core replaced, kept with their names
    "deprecated.h": {"tfc_check_path", "tfc_gate_check", "tfc_scan_target_new", "tfc_verdict_first_error"},
}

def main():
    inc, gen, symfile = sys.argv[1:4]
    headers = sorted(glob.glob(os.path.join(inc, "tfcompat", "*.h")) + glob.glob(os.path.join(gen, "tfcompat", "*.h")))
    where, bad = {}, []
    for h in headers:
        base = os.path.basename(h)[:-2]
        text = open(h, encoding="utf-8").read()
        types = set(re.findall(r"typedef\s+struct\s+tfc_(\w+)\b", text))
        prefixes = ["tfc_%s_" % base] + ["tfc_%s_" % t for t in types]
        for m in re.finditer(r"TFC_API\b[^;{]*?\b(tfc_\w+)\s*\(", text):
            name = m.group(1)
            where.setdefault(name, []).append(os.path.basename(h))
            ok = any(name.startswith(p) for p in prefixes) or name in EXCEPTIONS.get(os.path.basename(h), ())
            if not ok:
                bad.append("%s: %s is not named after the header or a type it declares (%s)" % (os.path.basename(h), name, ", ".join(prefixes)))
            # the declaration's doc comment (the text before it, back to the
            # previous declaration) must say "Since X.Y.Z"
            start = text.rfind(";", 0, m.start())
            if not re.search(r"Since \d+\.\d+\.\d+", text[start + 1:m.start()]):
                bad.append("%s: %s has no \"Since\" in its doc comment" % (os.path.basename(h), name))
    syms = [l.split()[0] for l in open(symfile) if l.strip() and not l.startswith("#")]
    for s in syms:
        n = len(where.get(s, []))
        if n != 1:
            bad.append("%s is declared in %d public headers (%s)" % (s, n, ", ".join(where.get(s, [])) or "none"))
    for b in bad:
        print("prefix rule:", b)
    print("%d public functions in %d headers checked, %d problems" % (len(where), len(headers), len(bad)))
    return 1 if bad else 0

sys.exit(main())
