"""The examples of README.md and docs/*.md, run as printed and compared with
what they print.

- Every `$ tfcompat ...` line of a fenced block is run from the repository
  root with the built command (a `\\` at the end of a line continues it);
  the lines after it, up to the next `$ `, are its expected standard
  output, where a line `...` stands for any number of lines and `...`
  inside a line for any text. `$ echo $?` expects the previous command's
  exit code. Blocks whose commands name paths that do not exist here are
  run too: a README example must work from a clone.
- The first ```c block (the ten-line serving gate) is compiled as the body
  of main() against the headers and the built library and run on a corpus
  SavedModel directory and a TFLite model, as its comments say.
- The later ```c blocks continue the first: each is compiled after the
  blocks before it.
- Each ```python block is saved as a script and run with the package from
  python/ and the built library (as a reader runs it: a Dask block needs its
  `__main__` guard); a block right after it that starts with `$ ` and runs
  python3 holds its expected output.
- Every docs/*.md is run too (run_doc): its `$ tfcompat` sessions, its ```c
  blocks as one program, its file-format examples, its migration tables. A
  block right below `<!-- needs: PATH -->` runs where PATH (from the
  repository root) exists and is reported as skipped where it does not: a
  session on files a test-only npm folder installs (tests/tfjs_models).

usage: test_readme.py README TFCOMPAT_CLI LIBTFCOMPAT_SO INCLUDE_DIR GENERATED_INCLUDE_DIR CC
Prints one line per example and "N passed, M failed".

usage: test_readme.py --session DOC PROGRAM EXECUTABLE CWD
Runs every `$ PROGRAM ...` line of DOC's fenced blocks with EXECUTABLE in
place of PROGRAM, from CWD, and compares it as above (output, `$ echo $?`):
the example programs' tests (tests/examples/) run their README sessions so.
"""

import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile



def blocks(text):
    """(lang, lines) of every fenced block, in order."""
    out = []
    for m in re.finditer(r"^```([a-z]*)\n(.*?)^```", text, re.S | re.M):
        out.append((m.group(1), m.group(2).splitlines()))
    return out


def matches(expected, actual):
    """Expected lines (with `...` wildcards) against actual lines."""
    def line_ok(e, a):
        if "..." not in e:
            return e == a
        parts = [re.escape(p) for p in e.split("...")]
        return re.fullmatch(".*".join(parts), a, re.S) is not None

    def go(i, j):
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "...":
            return any(go(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and line_ok(expected[i], actual[j]) and go(i + 1, j + 1)

    return go(0, 0)


def sessions(lines):
    """(command, expected_lines) of a block holding `$ ` lines."""
    out, i = [], 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            i += 1
            continue
        cmd = lines[i][2:]
        while cmd.endswith("\\") and i + 1 < len(lines):
            i += 1
            cmd = cmd[:-1] + " " + lines[i].strip()
        i += 1
        exp = []
        while i < len(lines) and not lines[i].startswith("$ "):
            exp.append(lines[i])
            i += 1
        while exp and not exp[-1].strip():
            exp.pop()  # the blank line between two sessions
        out.append((cmd, exp))
    return out


class Tally:
    def __init__(self):
        self.passed, self.failed = 0, 0

    def __call__(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print("ok    " + what)
        else:
            self.failed += 1
            print("FAIL  " + what + ("\n" + detail if detail else ""))

    def done(self):
        print("%d passed, %d failed" % (self.passed, self.failed))
        return 1 if self.failed else 0


def run_sessions(lines, program, argv0, cwd, report, env=None):
    """Runs a block's `$ PROGRAM ...` lines (argv0 in place of PROGRAM) and
    its `$ echo $?` lines; returns how many commands of PROGRAM it ran."""
    last_rc, ran = None, 0
    for cmd, exp in sessions(lines):
        words = shlex.split(cmd)
        if words[:1] == ["echo"] and words[1:] == ["$?"]:
            if last_rc is not None:  # after a command of another program: its own test runs it
                report(exp[:1] == [str(last_rc)], "echo $? after the command above",
                       "exit %s, the document says %s" % (last_rc, exp[:1]))
            continue
        if words[:1] != [program]:
            last_rc = None
            continue
        ran += 1
        redirect = None
        if ">" in words:  # `> file`: run it, check the exit code only
            redirect = words.index(">")
            words = words[:redirect]
        r = subprocess.run([argv0] + words[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                           stdin=subprocess.DEVNULL, env=env)
        last_rc = r.returncode
        out = r.stdout.decode("utf-8", "replace").splitlines()
        if redirect is not None:
            report(r.returncode in (0, 1), "$ " + cmd, r.stderr.decode())
            continue
        report(matches(exp, out), "$ " + cmd,
               "--- document:\n%s\n--- actual:\n%s" % ("\n".join(exp), "\n".join(out)))
    return ran


def session_main(doc, program, exe, cwd):
    report = Tally()
    ran = sum(run_sessions(lines, program, os.path.abspath(exe), cwd, report)
              for _, lines in blocks(open(doc, encoding="utf-8").read()))
    report(ran > 0, "%s has a `$ %s` session" % (doc, program))
    return report.done()


def main():
    global ROOT
    README, CLI, LIB, INC, GENINC, CC = sys.argv[1:7]
    ROOT = os.path.dirname(os.path.abspath(README))
    text = open(README, encoding="utf-8").read()
    report = Tally()

    env = dict(os.environ, TFCOMPAT_LIBRARY=LIB, PYTHONPATH=os.path.join(ROOT, "python"))
    bl = blocks(text)
    c_done = False
    first_c = []
    for k, (lang, lines) in enumerate(bl):
        if lang == "c" and c_done:
            # the later C blocks continue the first (its err and server):
            # compiled together, in order, as one function
            inc = preamble(first_c + lines)
            body = [l for l in first_c + lines if not is_preamble(l)]
            first_c = first_c + lines
            src = "\n".join(inc) + "\nint main(void) {\n" + "\n".join(body) + "\nreturn 0;\n}\n"
            with tempfile.TemporaryDirectory() as d:
                exe, errs = compile_c(src, "block%d" % k, LIB, INC, GENINC, CC, d)
            report(exe is not None, "C block %d compiles after the ones before it" % k, errs + src)
            continue
        if lang == "c" and not c_done:
            c_done = True
            first_c = lines
            inc = [l for l in lines if l.startswith("#include")]
            body = [l for l in lines if not l.startswith("#include")]
            sm, tl = "tests/corpus/saved_model/saved_model_half_plus_two_tf2_cpu", "tests/corpus/tflite/hello_world_int8.tflite"
            # the printed target on both kinds, then cross-kind targets: the
            # gate says what `check` says (tfcompat/check.h, one rule)
            cases = [(sm, None, "load it"), (tl, None, "load it"), (tl, "2.11.1", "load it"),
                     (sm, "litert@2.14.0", "TFLite runtime 2.14.0 loads TFLite models only, not a saved_model"),
                     (tl, "tfjs-node@4.22.0", "tfjs-node 4.22.0 (libtensorflow 2.9.1) has no TFLite interpreter: "
                                              "it does not load a TFLite model")]
            for model, spec, want in cases:
                text_c = "\n".join(body).replace('"/models/half/3"', '"%s"' % model)
                if spec:
                    text_c = text_c.replace('"2.11.1,litert@2.14.0"', '"%s"' % spec)
                src = "\n".join(inc) + "\nint main(void) {\n" + text_c + "\nreturn 0;\n}\n"
                with tempfile.TemporaryDirectory() as d:
                    exe, errs = compile_c(src, "gate", LIB, INC, GENINC, CC, d)
                    if not exe:
                        report(False, "first C example compiles", errs)
                        break
                    r = subprocess.run([exe], capture_output=True, text=True, cwd=ROOT)
                    report(r.returncode == 0 and r.stdout.strip() == want,
                           "first C example on %s%s: %r" % (model, " with " + spec if spec else "", r.stdout.strip()),
                           r.stderr)
            continue
        if lang == "python":
            # a block that uses Dask runs with the python3 that has it (ctest passes it)
            py = os.environ.get("TFC_PYTHON3_DASK") if "distributed" in "\n".join(lines) else sys.executable
            if not py:
                report(False, "python block %d needs a python3 with distributed (TFC_PYTHON3_DASK)" % k)
                continue
            nxt = bl[k + 1] if k + 1 < len(bl) else ("", [])
            expected = None
            if nxt[1] and nxt[1][0].startswith("$ ") and "python3" in nxt[1][0]:
                expected = nxt[1][1:]
            with tempfile.TemporaryDirectory() as d:  # run as a script, as a reader saves and runs it
                script = os.path.join(d, "block%d.py" % k)
                open(script, "w").write("\n".join(lines) + "\n")
                try:
                    r = subprocess.run([py, script], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
                except subprocess.TimeoutExpired as e:
                    report(False, "python block %d ends" % k, str(e))
                    continue
            ok = r.returncode == 0 and (expected is None or matches(expected, r.stdout.splitlines()))
            report(ok, "python block %d" % k, r.stdout + r.stderr)
            continue
        run_sessions(lines, "tfcompat", CLI, ROOT, report)
    for doc in sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        run_doc(doc, CLI, LIB, INC, GENINC, CC, report)
    return report.done()


def is_preamble(line):
    """#include lines and the opt-in to the building blocks, which a block
    that uses the lower tier (include/tfcompat.h) states itself."""
    return line.startswith("#include") or line.startswith("#define TFC_BUILDING_BLOCKS")


def preamble(lines):
    """The preamble lines of blocks compiled as one program: the opt-in
    before every #include, wherever a block states it."""
    pre = [l for l in lines if is_preamble(l)]
    return [l for l in pre if not l.startswith("#include")][:1] + [l for l in pre if l.startswith("#include")]


def compile_c(src, name, LIB, INC, GENINC, CC, d, link=True):
    """Compiles C source with strict warnings; returns (executable or None, stderr)."""
    c, exe = os.path.join(d, name + ".c"), os.path.join(d, name)
    open(c, "w").write(src)
    cmd = [CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-I" + INC, "-I" + GENINC, c, "-o", exe]
    cmd += [LIB, "-Wl,-rpath," + os.path.dirname(LIB)] if link else ["-c"]
    if not link:
        cmd[cmd.index("-o") + 1] = exe + ".o"
    cc = subprocess.run(cmd, capture_output=True, text=True)
    return (None if cc.returncode else exe), cc.stderr


# What a migration table's "1.0" column may name, declared once for every cell:
# the 1.0 surface, both tiers (1.1 put the building blocks behind
# TFC_BUILDING_BLOCKS; docs/migrating-1.1.md).
MIGRATION_PRELUDE = """#define TFC_BUILDING_BLOCKS
#include <tfcompat.h>
void cell(const char *path, const tfc_registry *registry, const tfc_artifact *artifact,
          const tfc_target *target);
void cell(const char *path, const tfc_registry *registry, const tfc_artifact *artifact,
          const tfc_target *target) {
tfc_error err; tfc_error_init(&err, sizeof err); tfc_target *t = NULL; tfc_verdict *v = NULL; tfc_answer *answer = NULL;
(void)path; (void)registry; (void)artifact; (void)target; (void)t; (void)v; (void)answer;
"""


def run_doc(doc, CLI, LIB, INC, GENINC, CC, report):
    """A document of docs/: its `$ tfcompat` sessions are run; its ```c
    blocks, in order, are one program (a walk-through), compiled and run from
    the repository root, its output compared with the block that starts
    `$ ./NAME` (NAME: the document's name); a migration table's 1.0 column
    compiles and its 0.2 _init calls do not."""
    name = os.path.splitext(os.path.basename(doc))[0]
    text = open(doc, encoding="utf-8").read()
    bl = blocks(text)
    needs = {body: path for path, body in re.findall(r"^<!-- needs: (\S+) -->\n```[a-z]*\n(.*?)^```", text,
                                                       re.S | re.M)}
    code, expected = [], None
    for lang, lines in bl:
        need = needs.get("".join(l + "\n" for l in lines))
        if need and not os.path.exists(os.path.join(ROOT, need)):
            print("skip  docs/%s.md: a block that needs %s (not installed)" % (name, need))
            continue
        if lang == "c":
            code += lines
        elif lines and lines[0] == "$ ./" + name:
            expected = lines[1:]
        else:
            run_sessions(lines, "tfcompat", CLI, ROOT, report)
    if code:
        inc = preamble(code)
        body = [l for l in code if not is_preamble(l)]
        src = "\n".join(inc) + "\nint main(void) {\n" + "\n".join(body) + "\nreturn 0;\n}\n"
        with tempfile.TemporaryDirectory() as d:
            exe, errs = compile_c(src, name, LIB, INC, GENINC, CC, d)
            report(exe is not None, "docs/%s.md: its C blocks compile as one program" % name, errs + src)
            if exe:
                r = subprocess.run([exe], capture_output=True, text=True, cwd=ROOT)
                out = r.stdout.splitlines()
                report(r.returncode == 0 and (expected is None or matches(expected, out)),
                       "docs/%s.md: the program runs (exit %d)" % (name, r.returncode),
                       "--- document:\n%s\n--- actual:\n%s%s" % ("\n".join(expected or []), r.stdout, r.stderr))
    # a file-format example: `<!-- run: tfcompat ARGS... FILE -->` right
    # above its block; the block is written to FILE and the command must read
    # it (exit 0 or 1: a verdict; 2 or 64 would mean the example is invalid)
    for cmd, body in re.findall(r"^<!-- run: (tfcompat [^>]*?) -->\n```[a-z]*\n(.*?)^```", text, re.S | re.M):
        words = shlex.split(cmd)
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, "example.txt")
            open(f, "w").write(body)
            argv = [CLI] + [f if w == "FILE" else w for w in words[1:]]
            r = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT)
        report("FILE" in words and r.returncode in (0, 1), "docs/%s.md: the example file read by `%s` (exit %d)" % (
            name, cmd, r.returncode), r.stdout + r.stderr)
    rows = re.findall(r"^\| `([^|]*)` \| `([^|]*)` \|$", text, re.M)
    for old, new in rows:
        if not re.fullmatch(r"tfc_\w+\(.*\)", new):
            continue  # a name or a prefix, not a call
        for cell, should in ((new, True), (old, False)):
            if not should and not re.fullmatch(r"tfc_\w+_init\(&\w+\)", cell):
                continue
            decl = ""
            m = re.fullmatch(r"(tfc_\w+)_init\(&(\w+)(, sizeof \w+)?\)", cell)
            if m:
                decl = "%s %s;" % (m.group(1), m.group(2))
            src = MIGRATION_PRELUDE + "{ " + decl + " " + cell + "; }\n}\n"
            with tempfile.TemporaryDirectory() as d:
                exe, errs = compile_c(src, "cell", LIB, INC, GENINC, CC, d, link=False)
            report((exe is not None) == should, "docs/%s.md: `%s` %s" % (name, cell, "compiles" if should else
                                                                    "no longer compiles (the 0.2 column)"), errs)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--session"]:
        sys.exit(session_main(*sys.argv[2:6]))
    sys.exit(main())
