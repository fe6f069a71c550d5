"""One source for the manual and one for the version.

- The man page built beside the command (cmake/tfc_man.cmake) holds, for
  every command `tfcompat --help` lists, a COMMANDS section whose text is
  exactly what `tfcompat COMMAND --help` prints, and no other section.
- The version is project(VERSION) of CMakeLists.txt, and every place that
  shows it agrees: `tfcompat --version`, the man page's .TH line, the
  generated tfcompat/version.h, tfcompat.pc, the CMake package's version
  file, the Python package's __version__, and the find_package(tfcompat X.Y)
  lines of README.md and docs/ (same major version, not newer).

usage: test_man_versions.py PROJECT_VERSION TFCOMPAT_CLI BUILD_DIR SOURCE_DIR
Prints one line per check and "N passed, M failed".
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_readme import Tally, run_sessions  # noqa: E402


def roff_text(s):
    """No-fill roff text as it reads (the escapes cmake/tfc_man.cmake and
    docs/tfcompat.1.in write)."""
    return s.replace("\\&", "").replace("\\-", "-").replace("\\(en", "\u2013").replace("\\e", "\\")


def main():
    version, cli, build, src = sys.argv[1:5]
    report = Tally()
    man = open(os.path.join(build, "tfcompat.1"), encoding="utf-8").read()

    # the man page's COMMANDS sections are the --help texts
    sections = re.findall(r'^\.SS "tfcompat ([^"]*)"\n\.nf\n(.*?)\n\.fi$', man, re.S | re.M)
    titles = [roff_text(t) for t, _ in sections]
    top = subprocess.run([cli, "--help"], capture_output=True, text=True).stdout
    listed = re.findall(r"^  ([a-z][a-z-]*) ", top.split("commands:", 1)[1], re.M)
    want = listed[:]
    want.insert(want.index("scan") + 1, "scan --from --to")
    report(sorted(titles) == sorted(want), "man page COMMANDS: one section per command of tfcompat --help",
           "man page: %s\n--help: %s" % (titles, want))
    for title, body in sections:
        args = roff_text(title).replace("--from --to", "--from A --to B").split() + ["--help"]
        r = subprocess.run([cli] + args, capture_output=True, text=True)
        report(r.returncode == 0 and roff_text(body) == r.stdout.rstrip("\n"),
               "man page section 'tfcompat %s' is `tfcompat %s`" % (roff_text(title), " ".join(args)),
               "--- man page:\n%s\n--- --help:\n%s" % (roff_text(body), r.stdout))
    synopsis = man.split(".SH SYNOPSIS\n", 1)[1].split(".SH ", 1)[0]
    for c in listed:
        report(re.search(r"^tfcompat %s " % re.escape(c), roff_text(synopsis), re.M) is not None,
               "man page SYNOPSIS has tfcompat %s" % c)

    # EXAMPLES: each `$ tfcompat` line run, from a directory that has the
    # corpus as tests/ (a clone's layout), and compared
    examples = man.split(".SH EXAMPLES\n", 1)[1].split("\n.SH ", 1)[0]
    with tempfile.TemporaryDirectory() as d:
        os.symlink(os.path.join(os.path.abspath(src), "tests"), os.path.join(d, "tests"))
        ran = 0
        for block in re.findall(r"^\.nf\n(.*?)\n\.fi$", examples, re.S | re.M):
            ran += run_sessions(roff_text(block).splitlines(), "tfcompat", os.path.abspath(cli), d, report)
        report(ran >= 5, "man page EXAMPLES: %d commands run" % ran)

    # one version
    places = {
        "tfcompat --version": re.match(r"tfcompat (\S+) ",
                                       subprocess.run([cli, "--version"], capture_output=True, text=True).stdout),
        "man page .TH": re.search(r'^\.TH TFCOMPAT 1 "[^"]*" "libtfcompat ([^"]+)"', man, re.M),
        "tfcompat/version.h": re.search(r'^#define TFC_VERSION_STRING "([^"]+)"',
                                        open(os.path.join(build, "include", "tfcompat", "version.h")).read(), re.M),
        "tfcompat.pc": re.search(r"^Version: (\S+)$", open(os.path.join(build, "tfcompat.pc")).read(), re.M),
        "tfcompatConfigVersion.cmake": re.search(r'set\(PACKAGE_VERSION "([^"]+)"\)',
                                                 open(os.path.join(build, "tfcompatConfigVersion.cmake")).read()),
        "python __version__": re.search(r'^__version__ = "([^"]+)"$',
                                        open(os.path.join(src, "python", "tfcompat", "__init__.py")).read(), re.M),
    }
    for where, m in places.items():
        got = m.group(1) if m else None
        report(got == version, "%s says %s (project(VERSION) %s)" % (where, got, version))
    major = version.split(".")[0]
    vt = tuple(int(x) for x in version.split("."))
    docs = [os.path.join(src, "README.md")] + sorted(glob.glob(os.path.join(src, "docs", "*.md")))
    for doc in docs:
        for asked in re.findall(r"find_package\(tfcompat ([0-9.]+) REQUIRED\)", open(doc, encoding="utf-8").read()):
            at = tuple(int(x) for x in asked.split("."))
            report(asked.split(".")[0] == major and at <= vt[:len(at)],
                   "%s: find_package(tfcompat %s) finds %s" % (os.path.relpath(doc, src), asked, version))
    return report.done()


if __name__ == "__main__":
    sys.exit(main())
