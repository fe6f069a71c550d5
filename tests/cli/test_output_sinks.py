#!/usr/bin/env python3
"""The output layer's escaping contract, sink by sink (docs/CLI.md, "Strings"
and "CI formats"; issue 25, points 1 and 7).

Real models (a SavedModel directory, a TFLite model) and a file that is not a
model are copied under hostile names: a newline followed by a workflow
command, `::add-mask::`, `::stop-commands::`, `##[`, `%`, markup, `]]>`,
control bytes, ESC, a C1 CSI, a bidirectional override, bytes that are not
UTF-8, and names that a spreadsheet reads as a formula. Every format of
`check`, `tflite check`, `scan`, `scan --from --to` and `scan --product` is run over them, and
each output is held to its sink's grammar:

- text (tables, text lines, stderr): valid UTF-8, no ESC or C1 byte, no line
  that starts (after spaces) with `::`, no `##[`, and exactly one record
  line per model;
- github: every line is either a workflow command `::error|warning|notice
  file=F,title=T::M` whose fields are encoded as GitHub's toolkit encodes
  them (decoding `file` gives the exact path back) or the plain line
  `tfcompat: PATH: OUTCOME (CONSUMER)`, one per model;
- JSON (--json, ndjson, sarif, the HTML page's data): valid UTF-8 parsed by a
  strict parser, never a lone surrogate escape; a path that is not UTF-8 has
  its exact bytes in "path_hex";
- XML (junit): parsed by xml.etree, one <testcase> per model;
- CSV: parsed by the csv module, no cell starting with = + - @, one row per
  model; removing one leading ' gives the path back.

The workflow-command case is asserted on the exact output lines.
usage: test_output_sinks.py TFCOMPAT_CLI SOURCE_DIR
"""
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import xml.etree.ElementTree as ET

CLI, SRC = sys.argv[1], sys.argv[2]
CORPUS = os.path.join(SRC, "tests", "corpus")
SAVED = os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_tf2_cpu")
TFLITE = os.path.join(CORPUS, "tflite", "keyword_scrambled.tflite")
SVDF = ("Didn't find op for builtin opcode 'SVDF' version '3'. An older version of this builtin might be "
        "supported. Are you using an old TFLite binary with a newer model?")

# Hostile stems; each becomes a SavedModel directory (stem), a TFLite model
# (stem.tflite) and an unreadable file (stem.pb).
STEMS = [
    b"a\n::error file=README.md,line=1::forged",
    b"::error file=README.md,line=1::start",
    b"b\n::add-mask::rejected",
    b"c\n::stop-commands::tok",
    b"##[add-mask]legacy",
    b"pct%0A%25%3A",
    b"lt<b>&amp;]]>\"'q",
    b"ctl\x01\x1b[31m\x7f\tx",
    b"c1\xc2\x9b31m",
    b"bidi\xe2\x80\xaeexe",
    b"cr\rline",
    b"bad\xff\xfe",
    b"=cmd|' /C calc'!A0",
    b"@x",
    b"+x",
    b"-x",
    b"comma,semi;",
]

failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


def run(*args):
    p = subprocess.run([CLI] + [a if isinstance(a, bytes) else str(a) for a in args], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, check=False, timeout=60)
    return p.returncode, p.stdout, p.stderr


def strict_utf8(what, raw):
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        fail("%s: not UTF-8 (%s)" % (what, e))
        return raw.decode("utf-8", "replace")


def no_surrogates(what, raw):
    if re.search(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}", raw):
        fail("%s: a surrogate escape (strict parsers refuse it): %r" % (what, raw[:300]))


def strict_json(what, raw):
    """json.loads after the checks a strict parser (serde_json) makes."""
    no_surrogates(what, raw)
    text = strict_utf8(what, raw)
    try:
        return json.loads(text)
    except ValueError as e:
        fail("%s: invalid JSON (%s)" % (what, e))
        return None


def json_path(rec, key="path"):
    """The exact bytes of a JSON path member: path_hex when present."""
    if key + "_hex" in rec:
        b = bytes.fromhex(rec[key + "_hex"])
        if rec[key] != b.decode("utf-8", "replace"):
            fail("%s does not equal its %s_hex with U+FFFD: %r" % (key, key, rec))
        return b
    return rec[key].encode("utf-8")


def text_sink(what, raw, record_re, n_records):
    """Text lines: UTF-8, nothing a terminal or a CI log acts on, one record line per model."""
    text = strict_utf8(what, raw)
    if "\x1b" in text or re.search("[\x80-\x9f]", text):
        fail("%s: an ESC or C1 control reaches the terminal: %r" % (what, text[:300]))
    if "##[" in text:
        fail("%s: a legacy workflow command: %r" % (what, text[:300]))
    lines = text.split("\n")
    for line in lines:
        if line.lstrip().startswith("::"):
            fail("%s: a line starts a workflow command: %r" % (what, line))
        if "\r" in line or "\u202e" in line:
            fail("%s: a raw CR or bidi override: %r" % (what, line))
    got = sum(1 for line in lines if re.match(record_re, line))
    if got != n_records:
        fail("%s: %d record lines, want %d:\n%s" % (what, got, n_records, text))
    return lines


GH_UNESCAPE_PROP = [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")]


def gh_unescape(s, table):
    # the runner's order (ActionCommand.cs): %25 last, so "%253A" stays "%3A"
    for k, v in table:
        s = s.replace(k, v)
    return s


def github_sink(what, raw, paths, n_models):
    """Every line a well-formed command or the plain line; file= decodes to a real path."""
    text = raw.decode("utf-8", "surrogateescape")
    plain = 0
    for line in text.split("\n")[:-1]:
        if line.lstrip().startswith("::"):
            m = re.fullmatch(r"::(error|warning|notice) file=([^,:\r]*),title=([^,:\r]*)::([^\r]*)", line)
            if not m:
                fail("%s: a malformed workflow command: %r" % (what, line))
                continue
            f = os.fsencode(gh_unescape(m.group(2), GH_UNESCAPE_PROP))
            if f not in paths:
                fail("%s: file= does not decode to a path: %r -> %r" % (what, line, f))
        elif line.startswith("tfcompat: "):
            plain += 1
            if "##[" in line or "\x1b" in line:
                fail("%s: the plain line carries a command or ESC: %r" % (what, line))
        else:
            fail("%s: neither a command nor the plain line: %r" % (what, line))
    if plain != n_models:
        fail("%s: %d plain lines, want %d" % (what, plain, n_models))


def ndjson_sink(what, raw, paths):
    """One strict JSON object per line, a record per path (exactly), then the summary."""
    recs = [strict_json(what + " line", line) for line in raw.split(b"\n")[:-1]]
    if len(recs) != len(paths) + 1 or sorted(json_path(r) for r in recs[:-1]) != sorted(paths):
        fail("%s: the records do not name the paths exactly" % what)
    return recs


def xml_sink(what, raw, n_models):
    strict_utf8(what, raw)
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as e:
        fail("%s: XML does not parse (%s)" % (what, e))
        return
    got = len(root.findall("testcase"))
    if got != n_models:
        fail("%s: %d test cases, want %d" % (what, got, n_models))


def sarif_sink(what, raw, paths):
    doc = strict_json(what, raw)
    if doc is None:
        return
    root = urllib.parse.unquote_to_bytes(urllib.parse.urlparse(doc["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"]).path)
    for r in doc["runs"][0]["results"]:
        uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        # relative to %SRCROOT%; a SavedModel directory's result is about its saved_model.pb
        f = os.path.normpath(os.path.join(root, urllib.parse.unquote_to_bytes(uri)))
        if f not in paths and not (f.endswith(b"/saved_model.pb") and os.path.dirname(f) in paths):
            fail("%s: uri %r is not a path" % (what, uri))
        if json_path(r["properties"]) not in paths:
            fail("%s: properties.path is not a path: %r" % (what, r["properties"]))


def csv_sink(what, raw, paths, n_models):
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8", "surrogateescape"), newline="")))
    if len(rows) != n_models + 1:
        fail("%s: %d rows, want %d" % (what, len(rows), n_models + 1))
    for row in rows[1:]:
        for cell in row:
            if cell[:1] in ("=", "+", "-", "@", "\t", "\r"):
                fail("%s: a cell a spreadsheet reads as a formula: %r" % (what, cell))
        p = row[0][1:] if row[0].startswith("'") else row[0]
        if os.fsencode(p) not in paths:
            fail("%s: path cell %r is not a path" % (what, row[0]))


def html_sink(what, raw, n_models):
    text = strict_utf8(what, raw)
    m = re.search(r'<script type="application/json" id="tfc-data">(.*?)</script>', text, re.S)
    if not m:
        fail("%s: no data element" % what)
        return
    doc = strict_json(what + " data", m.group(1).encode("utf-8"))
    if doc is not None and len(doc["models"]) != n_models:
        fail("%s: %d models, want %d" % (what, len(doc["models"]), n_models))


def main():
    work = tempfile.mkdtemp(prefix="tfc-sinks-")
    try:
        store = os.path.join(os.fsencode(work), b"store")
        os.mkdir(store)
        saved, tfl, bad = [], [], []
        for stem in STEMS:
            d = os.path.join(store, stem)
            shutil.copytree(os.fsencode(SAVED), d)
            saved.append(d)
            shutil.copyfile(TFLITE, d + b".tflite")
            tfl.append(d + b".tflite")
            with open(d + b".pb", "wb") as f:
                f.write(b"\x08\x01\x12\x1a\x0a")  # truncated: unreadable
            bad.append(d + b".pb")
        # graphs whose op names are the hostile names: they reach messages
        # (OP_UNKNOWN quotes the name), so every message sink carries them too
        ops = []
        for i, stem in enumerate(STEMS):
            g = os.path.join(store, b"ops%02d.pb" % i)
            rc, out, err = run("fixture", "graphdef", "--producer", "1000", "--op", stem, "-o", g)
            if rc != 0:
                fail("fixture --op %r: exit %d (%r)" % (stem, rc, err))
            ops.append(g)
        paths = set(saved + tfl + bad + ops)
        n = len(paths)

        # ---- the workflow-command case, on the exact lines ------------------
        one = os.path.join(os.fsencode(work), b"one")
        os.mkdir(one)
        forged = os.path.join(one, b"a\n::error file=README.md,line=1::forged.tflite")
        shutil.copyfile(TFLITE, forged)
        w = work
        want = ("::error file=%s/one/a%%0A%%3A%%3Aerror file=README.md%%2Cline=1%%3A%%3Aforged.tflite,"
                "title=UNSUPPORTED_OP_VERSION::%s\n"
                "tfcompat: %s/one/a\\x0a::error file=README.md,line=1::forged.tflite: rejected (TFLite runtime 2.1.0)\n"
                % (w, SVDF, w)).encode()
        rc, out, err = run("tflite", "check", forged, "--runtime", "2.1.0", "--format", "github")
        if (rc, out) != (1, want):
            fail("tflite check github, exact lines: exit %d\n%r\nwant\n%r" % (rc, out, want))
        rc, out, err = run("scan", one, "--runtime", "2.1.0", "--format", "github")
        if (rc, out) != (1, want):
            fail("scan github, exact lines: exit %d\n%r\nwant\n%r" % (rc, out, want))
        mask = os.path.join(one, b"b\n::add-mask::rejected.tflite")
        os.rename(forged, mask)
        rc, out, err = run("tflite", "check", mask, "--runtime", "2.1.0", "--format", "github")
        want = ("::error file=%s/one/b%%0A%%3A%%3Aadd-mask%%3A%%3Arejected.tflite,title=UNSUPPORTED_OP_VERSION::%s\n"
                "tfcompat: %s/one/b\\x0a::add-mask::rejected.tflite: rejected (TFLite runtime 2.1.0)\n"
                % (w, SVDF, w)).encode()
        if (rc, out) != (1, want):
            fail("tflite check github, ::add-mask::: exit %d\n%r\nwant\n%r" % (rc, out, want))

        # ---- check (a SavedModel, and a file that cannot be read) -----------
        for p in saved + bad:
            want_rc = 1 if p in saved else 2
            tag = "check %r" % p
            rc, out, err = run("check", p, "--tf", "1.0.0")
            if rc != want_rc:
                fail("%s: exit %d, want %d" % (tag, rc, want_rc))
            text_sink(tag + " text", out, r"^.*: TensorFlow 1\.0\.0 ", 1 if p in saved else 0)
            text_sink(tag + " stderr", err, r"^tfcompat", 0 if p in saved else 1)
            rc, out, err = run("check", p, "--tf", "1.0.0", "--json")
            doc = strict_json(tag + " --json", out)
            if doc is not None:
                got = json_path(doc if p in saved else doc["error"])
                if got != p:
                    fail("%s --json: path %r, want %r" % (tag, got, p))
            rc, out, err = run("check", p, "--tf", "1.0.0", "--format", "github")
            github_sink(tag + " github", out, paths, 1)
            rc, out, err = run("check", p, "--tf", "1.0.0", "--format", "junit")
            xml_sink(tag + " junit", out, 1)
            rc, out, err = run("check", p, "--tf", "1.0.0", "--format", "sarif")
            sarif_sink(tag + " sarif", out, paths)

        # ---- the op names in inspect's and check's text, and in check's formats
        for g in ops:
            tag = "inspect %r" % g
            rc, out, err = run("inspect", g)
            text_sink(tag, out, r"^  ops in graph: +1: ", 1)
            rc, out, err = run("check", g, "--tf", "1.0.0")
            text_sink("check %r text" % g, out, r"^  warning OP_UNKNOWN: ", 1)
            rc, out, err = run("check", g, "--tf", "1.0.0", "--json")
            strict_json("check %r --json" % g, out)
            rc, out, err = run("check", g, "--tf", "1.0.0", "--format", "github")
            github_sink("check %r github" % g, out, paths, 1)
            rc, out, err = run("check", g, "--tf", "1.0.0", "--format", "junit")
            xml_sink("check %r junit" % g, out, 1)
            rc, out, err = run("check", g, "--tf", "1.0.0", "--format", "sarif")
            sarif_sink("check %r sarif" % g, out, paths)

        # ---- tflite check ---------------------------------------------------
        for p in tfl:
            tag = "tflite check %r" % p
            rc, out, err = run("tflite", "check", p, "--runtime", "2.1.0")
            if rc != 1:
                fail("%s: exit %d" % (tag, rc))
            text_sink(tag + " text", out, r"^.*: rejected by TFLite runtime 2\.1\.0$", 1)
            rc, out, err = run("tflite", "check", p, "--runtime", "2.1.0", "--json")
            doc = strict_json(tag + " --json", out)
            if doc is not None and json_path(doc) != p:
                fail("%s --json: path %r" % (tag, json_path(doc)))
            rc, out, err = run("tflite", "check", p, "--runtime", "2.1.0", "--format", "github")
            github_sink(tag + " github", out, paths, 1)
            rc, out, err = run("tflite", "check", p, "--runtime", "2.1.0", "--format", "junit")
            xml_sink(tag + " junit", out, 1)
            rc, out, err = run("tflite", "check", p, "--runtime", "2.1.0", "--format", "sarif")
            sarif_sink(tag + " sarif", out, paths)

        # ---- scan, every format ---------------------------------------------
        target = ("--tf", "1.0.0", "--runtime", "2.1.0", "--jobs", "2")
        rc, out, err = run("scan", store, *target)
        if rc != 2:
            fail("scan: exit %d, want 2 (some unreadable)" % rc)
        text_sink("scan table", out, r"^(accepted|rejected|undetermined|unreadable) ", n)
        recs = ndjson_sink("scan ndjson", run("scan", store, *target, "--format", "ndjson")[1], paths)
        if recs and recs[-1] and recs[-1]["summary"]["models"] != n:
            fail("scan ndjson summary: %r" % recs[-1])
        rc, out, err = run("scan", store, *target, "--format", "csv")
        csv_sink("scan csv", out, paths, n)
        rc, out, err = run("scan", store, *target, "--format", "sarif")
        sarif_sink("scan sarif", out, paths)
        rc, out, err = run("scan", store, *target, "--format", "junit")
        xml_sink("scan junit", out, n)
        rc, out, err = run("scan", store, *target, "--format", "github")
        github_sink("scan github", out, paths, n)
        rc, out, err = run("scan", store, *target, "--format", "html")
        html_sink("scan html", out, n)

        # ---- scan --from --to: table and ndjson -----------------------------
        move = ("--from", "2.14.0,litert@2.14.0", "--to", "1.0.0,litert@2.1.0", "--all")
        rc, out, err = run("scan", store, *move)
        text_sink("scan --from --to table", out, r"^(breaks|works|undetermined|rejected|unchanged|unreadable) ", n)
        ndjson_sink("scan --from --to ndjson", run("scan", store, *move, "--format", "ndjson")[1], paths)

        # ---- scan --product: table (with the paths no version loads) and ndjson
        for product in ("tflite-runtime", "tfjs-node"):
            tag = "scan --product %s" % product
            rc, out, err = run("scan", store, "--product", product)
            if rc != 2:
                fail("%s: exit %d, want 2 (some unreadable)" % (tag, rc))
            lines = text_sink(tag + " table", out, r"^(accepted|rejected|undetermined|unreadable) ", n)
            listed = lines[lines.index("loaded by no version:") + 1:] if "loaded by no version:" in lines else []
            if len([l for l in listed if l.startswith("  /")]) < len(bad):
                fail("%s table: the paths no version loads are not listed: %r" % (tag, out[-600:]))
            recs = ndjson_sink(tag + " ndjson", run("scan", store, "--product", product, "--format", "ndjson")[1],
                               paths)
            if recs and recs[-1]:
                unloaded = [json_path(u) for u in recs[-1]["summary"]["unloaded"]]
                want = sorted(json_path(r) for r in recs[:-1] if r and not r["loading"])
                if sorted(unloaded) != want or not set(bad) <= set(unloaded):
                    fail("%s ndjson: unloaded %r, want %r" % (tag, unloaded, want))

        # ---- stderr: a ROOT that cannot be read, an argument quoted back ----
        for stem in STEMS:
            rc, out, err = run("scan", os.path.join(os.fsencode(work), b"missing-" + stem))
            if rc != 2:
                fail("scan of a missing root %r: exit %d" % (stem, rc))
            text_sink("scan missing root stderr %r" % stem, err, r"^tfcompat scan: ", 1)
            # a target string the library quotes back in its message
            rc, out, err = run("check", saved[0], "--tf", stem)
            if rc != 64:
                fail("check --tf %r: exit %d, want 64" % (stem, rc))
            text_sink("check --tf %r stderr" % stem, err, r"^tfcompat check: ", 1)
            rc, out, err = run("scan", store, "--from", stem, "--to", "2.1.0")
            if rc != 64:
                fail("scan --from %r: exit %d, want 64" % (stem, rc))
            text_sink("scan --from %r stderr" % stem, err, r"^tfcompat scan: ", 1)
            rc, out, err = run("scan", store, "--product", stem)
            if rc != 64:
                fail("scan --product %r: exit %d, want 64" % (stem, rc))
            text_sink("scan --product %r stderr" % stem, err, r"^tfcompat scan: ", 1)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("output sinks: %d failure(s)" % len(failures))
        return 1
    print("output sinks: every sink held its grammar (%d hostile names)" % len(STEMS))
    return 0


sys.exit(main())
