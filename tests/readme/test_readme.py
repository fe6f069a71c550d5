"""The README's examples, run as printed and compared with what it prints.

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
- Each ```python block is run with the package from python/ and the built
  library; a block right after it that starts with `$ ` and runs python3
  holds its expected output.

usage: test_readme.py README TFCOMPAT_CLI LIBTFCOMPAT_SO INCLUDE_DIR GENERATED_INCLUDE_DIR CC
Prints one line per example and "N passed, M failed".
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile

README, CLI, LIB, INC, GENINC, CC = sys.argv[1:7]
ROOT = os.path.dirname(os.path.abspath(README))


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


def main():
    text = open(README, encoding="utf-8").read()
    passed, failed = 0, 0

    def report(ok, what, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
            print("ok    " + what)
        else:
            failed += 1
            print("FAIL  " + what + ("\n" + detail if detail else ""))

    env = dict(os.environ, TFCOMPAT_LIBRARY=LIB, PYTHONPATH=os.path.join(ROOT, "python"))
    bl = blocks(text)
    c_done = False
    for k, (lang, lines) in enumerate(bl):
        if lang == "c" and not c_done:
            c_done = True
            code = "\n".join(lines)
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
                    c, exe = os.path.join(d, "gate.c"), os.path.join(d, "gate")
                    open(c, "w").write(src)
                    cc = subprocess.run([CC, "-std=c11", "-Wall", "-Werror", "-I" + INC, "-I" + GENINC, c, "-o", exe,
                                         LIB, "-Wl,-rpath," + os.path.dirname(LIB)], capture_output=True, text=True)
                    if cc.returncode:
                        report(False, "first C example compiles", cc.stderr)
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
            r = subprocess.run([py, "-c", "\n".join(lines)], capture_output=True, text=True, cwd=ROOT, env=env)
            ok = r.returncode == 0 and (expected is None or matches(expected, r.stdout.splitlines()))
            report(ok, "python block %d" % k, r.stdout + r.stderr)
            continue
        last_rc = None
        for cmd, exp in sessions(lines):
            words = shlex.split(cmd)
            if words[:1] == ["echo"] and words[1:] == ["$?"]:
                if last_rc is not None:  # after a command of another program: its own test runs it
                    report(exp[:1] == [str(last_rc)], "echo $? after the command above",
                           "exit %s, README says %s" % (last_rc, exp[:1]))
                continue
            if words[:1] != ["tfcompat"]:
                last_rc = None
                continue
            redirect = None
            if ">" in words:  # `> file`: run it, check the exit code only
                redirect = words.index(">")
                words = words[:redirect]
            r = subprocess.run([CLI] + words[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                               stdin=subprocess.DEVNULL)
            last_rc = r.returncode
            out = r.stdout.decode("utf-8", "replace").splitlines()
            if redirect is not None:
                report(r.returncode in (0, 1), "$ " + cmd, r.stderr.decode())
                continue
            report(matches(exp, out), "$ " + cmd,
                   "--- README:\n%s\n--- actual:\n%s" % ("\n".join(exp), "\n".join(out)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
