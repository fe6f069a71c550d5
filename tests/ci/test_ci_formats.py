#!/usr/bin/env python3
"""SARIF that GitHub code scanning can place, and JUnit that CI servers split
by target (docs/CLI.md, "CI formats and the HTML report").

SARIF, from `scan` and `check` run in a scratch repository (the working
directory is %SRCROOT%): valid against OASIS's SARIF 2.1.0 schema
(tests/schemas); every result has one physicalLocation whose
artifactLocation.uri is relative to uriBaseId %SRCROOT% and resolves to the
file the finding is about (a SavedModel directory's saved_model.pb, its
variables/variables.index where the finding says so, "../" outside the
root), with region startLine 1; originalUriBaseIds gives the root as a
file:// URI; every rule's shortDescription, fullDescription and help are the
library's texts for the code, never the code repeated.

JUnit: valid against the Jenkins xUnit junit-10.xsd; classname
"tfcompat.TARGET" so that Jenkins' split at the last dot (package
"tfcompat", class TARGET) groups the test cases by target, whatever dots the
consumer's name and release have.

usage: test_ci_formats.py TFCOMPAT SOURCE_DIR   (env XMLLINT: xmllint)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import xml.etree.ElementTree as ET

import jsonschema

from citest import fail, finish

TFCOMPAT, SRC = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
CORPUS = os.path.join(SRC, "tests", "corpus")
XMLLINT = os.environ.get("XMLLINT", "xmllint")
SCHEMA = json.load(open(os.path.join(SRC, "tests", "schemas", "sarif-schema-2.1.0.json")))


def run(cwd, *args, want):
    p = subprocess.run([TFCOMPAT] + list(args), cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != want:
        fail("tfcompat %s (in %s): exit %d, want %d: %s" % (" ".join(args), cwd, p.returncode, want, p.stderr.decode()))
    return p.stdout


def sarif(what, cwd, raw):
    """Validates, checks what every result needs to be placed, and returns
    (sorted (ruleId, uri) pairs, {rule id: (short, full, help)})."""
    doc = json.loads(raw.decode("utf-8"))
    jsonschema.Draft4Validator.check_schema(SCHEMA)
    for e in list(jsonschema.Draft4Validator(SCHEMA).iter_errors(doc))[:5]:
        fail("%s: SARIF schema: %s %s" % (what, list(e.path), e.message[:200]))
    run_ = doc["runs"][0]
    base = run_.get("originalUriBaseIds", {}).get("%SRCROOT%", {}).get("uri", "")
    if base != "file://" + urllib.parse.quote(cwd) + "/":
        fail("%s: %%SRCROOT%% is %r, want the working directory %r" % (what, base, cwd))
    pairs = set()
    for r in run_["results"]:
        locs = r.get("locations", [])
        pl = locs[0].get("physicalLocation", {}) if len(locs) == 1 else {}
        al = pl.get("artifactLocation", {})
        uri = al.get("uri", "")
        if pl.get("region") != {"startLine": 1}:
            fail("%s: result %s has no region startLine 1: %s" % (what, r.get("ruleId"), pl))
        if al.get("uriBaseId") != "%SRCROOT%" or uri.startswith("/") or urllib.parse.urlparse(uri).scheme:
            fail("%s: uri %r is not relative to %%SRCROOT%%" % (what, uri))
        if not os.path.isfile(os.path.join(cwd, urllib.parse.unquote(uri))):
            fail("%s: uri %r resolves to no file" % (what, uri))
        pairs.add((r["ruleId"], uri))
    rules = {}
    for rule in run_["tool"]["driver"]["rules"]:
        texts = tuple(rule.get(k, {}).get("text", "") for k in ("shortDescription", "fullDescription", "help"))
        if any(not t or t == rule["id"] for t in texts):
            fail("%s: rule %s texts %s" % (what, rule["id"], texts))
        rules[rule["id"]] = texts
    if sorted(rules) != sorted({p[0] for p in pairs}):
        fail("%s: rules %s are not the results' rule ids" % (what, sorted(rules)))
    return sorted(pairs), rules


def junit(what, work, raw):
    path = os.path.join(work, "junit.xml")
    with open(path, "wb") as f:
        f.write(raw)
    p = subprocess.run([XMLLINT, "--noout", "--schema", os.path.join(SRC, "tests", "schemas", "junit-10.xsd"), path],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode:
        fail("%s: junit-10.xsd: %s" % (what, p.stdout.decode()))
    groups = {}
    for tc in ET.fromstring(raw).iter("testcase"):
        # Jenkins (hudson.tasks.junit.CaseResult): package = classname up to
        # its last dot, class = the rest; the test's name is not split.
        package, _, cls = tc.get("classname").rpartition(".")
        groups.setdefault((package, cls), []).append(tc.get("name"))
    return {k: sorted(v) for k, v in groups.items()}


def main():
    work = os.path.realpath(tempfile.mkdtemp(prefix="tfc-ci-"))
    try:
        repo = os.path.join(work, "repo")
        models = os.path.join(repo, "models")
        os.makedirs(os.path.join(repo, "sub"))
        os.makedirs(models)
        shutil.copytree(os.path.join(CORPUS, "saved_model", "saved_model_half_plus_two_tf2_cpu"), os.path.join(models, "sm"))
        shutil.copytree(os.path.join(CORPUS, "saved_model", "saved_model_counter"), os.path.join(models, "counter"))
        shutil.copy(os.path.join(CORPUS, "tflite", "audio_preprocessor_int8.tflite"), os.path.join(models, "audio.tflite"))
        with open(os.path.join(models, "bad.pb"), "wb") as f:
            f.write(b"\x08\x01\x12\x1a\x0a")
        # a product with dots in its name and release, whose checkpoint rule
        # refuses the counter's checkpoint (producer 1 < 3)
        reg = os.path.join(repo, "consumers.txt")
        with open(reg, "w") as f:
            f.write("consumer graphdef my.serving 7.1 30 0 0 -\nconsumer checkpoint my.serving 7.1 5 3 0 -\n")

        # 1. scan from the root: a SavedModel's results on its saved_model.pb
        out = run(repo, "scan", "models", "--tf", "1.0.0", "--runtime", "2.4.0", "--format", "sarif", want=2)
        pairs, rules = sarif("scan", repo, out)
        if pairs != [("OP_NOT_REGISTERED", "models/sm/saved_model.pb"), ("TFC_E_LENGTH_PAST_END", "models/bad.pb"),
                     ("UNRESOLVED_CUSTOM_OP", "models/audio.tflite")]:
            fail("scan sarif locations: %s" % pairs)
        want = {
            "OP_NOT_REGISTERED": ("The graph uses an op that the consumer's release does not register.",) * 2 +
                                 ("Load the model with a release that has the op, or export it without the op (or "
                                  "with the library that registers it).",),
            "UNRESOLVED_CUSTOM_OP": ("The model uses a custom op that the TFLite runtime's op resolver does not "
                                     "register.",) * 2 +
                                    ("Register the custom op with the interpreter's resolver, or convert the model "
                                     "without it.",),
            "TFC_E_LENGTH_PAST_END": ("length-delimited field runs past its end",) * 3,
        }
        if rules != want:
            fail("scan sarif rules: %s" % rules)

        # 2. check of a SavedModel directory: every finding of the verdict, the
        # checkpoint's on variables/variables.index (its `where`)
        out = run(repo, "check", "models/counter", "--tf", "my.serving@7.1", "--registry", reg, "--format", "sarif",
                  want=1)
        pairs, _ = sarif("check checkpoint", repo, out)
        if pairs != [("PRODUCER_TOO_OLD", "models/counter/variables/variables.index")]:
            fail("check sarif: checkpoint finding at %s" % pairs)
        out = run(repo, "check", "models/sm", "--tf", "1.0.0", "--format", "sarif", want=1)
        pairs, _ = sarif("check graph", repo, out)
        if pairs != [("FORWARD_COMPAT_WINDOW", "models/sm/saved_model.pb"), ("OP_NOT_REGISTERED", "models/sm/saved_model.pb")]:
            fail("check sarif: graph findings at %s" % pairs)

        # 3. paths outside the root, absolute or with . and .., resolved lexically
        sub = os.path.join(repo, "sub")
        for path in (os.path.join(models, "audio.tflite"), "../models/./sm/../audio.tflite", "..//models/audio.tflite"):
            out = run(sub, "tflite", "check", path, "--runtime", "2.4.0", "--format", "sarif", want=1)
            pairs, _ = sarif("tflite check %s" % path, sub, out)
            if {p[1] for p in pairs} != {"../models/audio.tflite"}:
                fail("tflite check %s: uris %s" % (path, pairs))

        # 4. JUnit: one class per target, none split at a version's dots
        out = run(repo, "scan", "models", "--tf", "1.0.0", "--runtime", "2.4.0", "--format", "junit", want=2)
        got = junit("scan junit", work, out)
        if got != {("tfcompat", "tensorflow_1_0_0"): ["models/bad.pb", "models/counter", "models/sm"],
                   ("tfcompat", "tflite_runtime_2_4_0"): ["models/audio.tflite"]}:
            fail("scan junit groups: %s" % got)
        out = run(repo, "check", "models/counter", "--tf", "my.serving@7.1", "--registry", reg, "--format", "junit",
                  want=1)
        got = junit("check junit", work, out)
        if got != {("tfcompat", "my_serving_7_1"): ["models/counter"]}:
            fail("check junit groups: %s" % got)
    finally:
        shutil.rmtree(work)
    return finish("ci formats")


if __name__ == "__main__":
    sys.exit(main())
