#!/usr/bin/env python3
"""One writing path: no code in src/ or python/ writes, creates, renames,
truncates or removes a file outside the writing layer (src/core/write.c,
tfc_file_write), which writes a temporary file, syncs it and renames it over
the target, refuses FIFOs and devices without opening them and leaves the
old file as it was on any failure.

C files are read with comments stripped by the compiler (no include is
expanded): an open()/openat() whose flags hold O_WRONLY, O_RDWR, O_CREAT,
O_TRUNC or O_APPEND, an fopen()/freopen()/fdopen()/popen() whose mode is not
a literal read mode, and every call of creat, truncate, rename, unlink, link,
symlink, mkfifo, mknod, mkstemp or tmpfile are counted per file. Python files
are parsed (ast): open() with a mode holding w, a, x or +, os.open with write
flags, write_text/write_bytes, zipfile.ZipFile/tarfile.open/gzip.open for
writing, os.rename/replace/remove/unlink/truncate, shutil copies and moves,
tempfile. The counts are compared with the allow-list writes_allowed.tsv: a
new call fails, and so does a listed exception that no longer matches.

Before the tree, the detector runs on a few lines of each language that it
must flag (and a few it must not), so a broken detector fails too.

usage: test_one_writing_path.py SOURCE_DIR [CC]
"""
import ast
import collections
import os
import re
import subprocess
import sys
import tempfile

WRITE_FLAGS = re.compile(r"\bO_(WRONLY|RDWR|CREAT|TRUNC|APPEND)\b")
C_OPEN = {"open", "open64", "openat", "openat64", "openat2"}
C_STREAM = {"fopen", "fopen64", "freopen", "fdopen", "popen"}
C_ALWAYS = {"creat", "creat64", "truncate", "ftruncate", "rename", "renameat", "renameat2", "unlink", "unlinkat",
            "link", "linkat", "symlink", "symlinkat", "mkfifo", "mknod", "mkstemp", "mkostemp", "mkstemps", "tmpfile"}
C_CALL = re.compile(r"(?<![A-Za-z0-9_.>])(%s)\s*\(" % "|".join(sorted(C_OPEN | C_STREAM | C_ALWAYS, key=len,
                                                                       reverse=True)))
READ_MODE = re.compile(r'^"r[bce]*"$')


def call_args(text, start):
    """The text between the parenthesis at `start` and its match."""
    depth, i, quote = 0, start, None
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
        i += 1
    return text[start + 1:]


def c_writes(code):
    """[(call, ...)] for every call of `code` that writes a file."""
    found = []
    for m in C_CALL.finditer(code):
        name = m.group(1)
        args = call_args(code, m.end() - 1)
        if name in C_OPEN:
            if WRITE_FLAGS.search(args):
                found.append(name)
        elif name in C_STREAM:
            mode = args.rsplit(",", 1)[-1].strip() if "," in args else ""
            if not READ_MODE.match(mode):
                found.append(name)
        else:
            found.append(name)
    return found


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return base + "." + node.attr if base else "." + node.attr
    return ""


def literal(node):
    return node.value if isinstance(node, ast.Constant) else None


def py_writes(source):
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = dotted(node.func)
        kw = {k.arg: k.value for k in node.keywords}
        short = name.rsplit(".", 1)[-1]

        def mode(pos, default):
            m = node.args[pos] if len(node.args) > pos else kw.get("mode")
            if m is None:
                return default
            v = literal(m)
            return v if isinstance(v, str) else "?"  # a mode from a variable: counted

        if name in ("open", "io.open", "gzip.open", "bz2.open", "lzma.open", "codecs.open"):
            if set(mode(1, "r")) & set("wax+?"):
                found.append(name)
        elif name == "os.open":
            if any(WRITE_FLAGS.search(dotted(a).replace("os.", "")) for a in ast.walk(node) if isinstance(a, ast.Attribute)):
                found.append(name)
        elif name in ("tarfile.open", "zipfile.ZipFile", "ZipFile"):
            if set(mode(1, "r")) & set("wax+?"):
                found.append(name)
        elif short in ("write_text", "write_bytes", "touch", "symlink_to", "hardlink_to") and "." in name:
            found.append(short)
        elif name in ("os.rename", "os.replace", "os.remove", "os.unlink", "os.truncate", "os.mkfifo", "os.mknod",
                      "os.link", "os.symlink") or name.startswith("shutil.") and short in (
                          "copy", "copy2", "copyfile", "copyfileobj", "copytree", "move"):
            found.append(name)
        elif name.startswith("tempfile."):
            found.append(name)
    return found


def self_check(cc):
    """The detector finds what it must, and only that."""
    c = ('#include <stdio.h>\n/* fopen(p, "w") in a comment is no call */\n'
         'static void f(const char *p, int fd) {\n'
         '  FILE *a = fopen(p, "rb"); FILE *b = fopen(p,\n "wb"); FILE *c = fdopen(fd, "a+");\n'
         '  int d = open(p, O_RDONLY | O_NONBLOCK); int e = open(p,\n O_WRONLY | O_CREAT, 0644);\n'
         '  rename(p, "x"); unlink(p); s->open(p); tfc_open(p, O_RDWR); my_rename(p);\n}\n')
    with tempfile.NamedTemporaryFile("w", suffix=".c", delete=False) as t:  # the test's own file
        t.write(c)
    try:
        got = sorted(c_writes(strip_c(cc, t.name)))
    finally:
        os.unlink(t.name)
    want = sorted(["fopen", "fdopen", "open", "rename", "unlink"])
    py = ('open(p)\nopen(p, "rb")\nopen(p, "w")\nopen(p, mode="ab")\nopen(p, m)\nos.open(p, os.O_RDONLY)\n'
          'os.open(p, os.O_WRONLY | os.O_CREAT)\npathlib.Path(p).write_text("x")\nos.replace(a, b)\n'
          'zipfile.ZipFile(p)\nzipfile.ZipFile(p, "w")\ntarfile.open(p, "w:gz")\nshutil.copy(a, b)\n'
          'tempfile.mkstemp()\nx.read_text()\n# open(p, "w")\n')
    got_py = sorted(py_writes(py))
    want_py = sorted(["open", "open", "open", "os.open", "write_text", "os.replace", "zipfile.ZipFile",
                      "tarfile.open", "shutil.copy", "tempfile.mkstemp"])
    ok = True
    if got != want:
        print("FAIL: the C detector found %s in its self-check, want %s" % (got, want))
        ok = False
    if got_py != want_py:
        print("FAIL: the Python detector found %s in its self-check, want %s" % (got_py, want_py))
        ok = False
    return ok


def strip_c(cc, path):
    return subprocess.run([cc, "-fpreprocessed", "-dD", "-E", "-P", path], check=True, capture_output=True,
                          text=True).stdout


def main():
    src = sys.argv[1]
    cc = sys.argv[2] if len(sys.argv) > 2 else "cc"
    here = os.path.dirname(os.path.abspath(__file__))
    fails = 0 if self_check(cc) else 1
    found = collections.Counter()
    for top, exts in (("src", (".c", ".h")), ("python", (".py",))):
        for dirpath, dirnames, filenames in os.walk(os.path.join(src, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in ("node_modules", "__pycache__"))
            for name in sorted(filenames):
                if not name.endswith(exts):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, src)
                if name.endswith(".py"):
                    with open(path, encoding="utf-8") as f:
                        calls = py_writes(f.read())
                else:
                    calls = c_writes(strip_c(cc, path))
                for call in calls:
                    found[(rel, call)] += 1
    allowed = {}
    with open(os.path.join(here, "writes_allowed.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            allowed[(cols[0], cols[1])] = int(cols[2])
    for (rel, call), n in sorted(found.items()):
        want = allowed.get((rel, call))
        if want is None:
            print("FAIL: %s: %d %s() writing a file outside src/core/write.c; write through tfc_file_write "
                  "(tfcompat/file.h)" % (rel, n, call))
            fails += 1
        elif want != n:
            print("FAIL: %s: %d %s() calls, the allow-list says %d: update writes_allowed.tsv" % (rel, n, call, want))
            fails += 1
    for (rel, call) in sorted(set(allowed) - set(found)):
        print("FAIL: %s: no %s() any more: remove its entry from writes_allowed.tsv" % (rel, call))
        fails += 1
    print("%d (file, call) pairs found, %d allowed" % (len(found), len(allowed)))
    if fails:
        print("one writing path: %d failure(s)" % fails)
        return 1
    print("one writing path: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
