#!/usr/bin/env python3
"""Runs the composite action (action.yml) locally as a runner would, step by
step, with the inputs of every `uses: ./` step of
.github/workflows/model-gate.yml, then with inputs that must fail the gate,
and checks exit codes, outputs and the annotations printed. Also: the
workflow uploads the SARIF its action step writes to code scanning, and that
SARIF is one GitHub can place (every result on a file of the repository,
relative to %SRCROOT%, with a region); the pre-commit hook as pre-commit
selects and runs it, on a set with a text protobuf; the README's snippets
pin the action and the hook to a commit, with placeholders, and name real
inputs and hooks.

A runner's work, done here: `${{ inputs.X }}` (the `with:` value, else the
input's default), `${{ github.action_path }}` and `${{ steps.ID.outputs.N }}`
are substituted into each step's `env:` (the action splices nothing into a
`run:` script itself, and this test checks that it does not); each `run:`
runs as `bash --noprofile --norc -eo pipefail FILE` in the repository root,
with GITHUB_OUTPUT a file read back as KEY=VALUE lines. The tfcompat under
test is put first on PATH, so the build step takes its "already installed"
branch (the build branch needs apt and sudo; it is not run here).

usage: test_action.py TFCOMPAT SOURCE_DIR
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

import yaml

try:
    import jsonschema
except ImportError:  # the ci_formats test validates against the schema too; here the rest is checked
    jsonschema = None

from citest import fail, finish

TFCOMPAT, SRC = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])


def expand(text, inputs, outputs):
    def one(m):
        expr = m.group(1).strip()
        if expr.startswith("inputs."):
            return inputs[expr[len("inputs."):]]
        if expr == "github.action_path":
            return SRC
        sm = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
        if sm:
            return outputs.get(sm.group(1), {}).get(sm.group(2), "")
        raise AssertionError("expression the test does not know: " + expr)
    return re.sub(r"\$\{\{(.*?)\}\}", one, str(text))


def run_action(action, with_, work):
    """Runs every step; returns (exit code of the failing step or 0, log, outputs)."""
    inputs = {}
    for name, spec in action["inputs"].items():
        if spec.get("required") and name not in with_:
            raise AssertionError("required input missing: " + name)
        inputs[name] = str(with_.get(name, spec.get("default", "")))
    outputs, log = {}, ""
    env0 = dict(os.environ)
    env0["PATH"] = os.path.dirname(TFCOMPAT) + os.pathsep + env0["PATH"]
    for i, step in enumerate(action["runs"]["steps"]):
        if "${{" in step["run"]:
            fail("step %r splices an expression into its script" % step.get("name"))
        env = dict(env0)
        for k, v in (step.get("env") or {}).items():
            env[k] = expand(v, inputs, outputs)
        out_file = os.path.join(work, "output%d" % i)
        open(out_file, "w").close()
        env["GITHUB_OUTPUT"] = out_file
        env["RUNNER_TEMP"] = work
        script = os.path.join(work, "step%d.sh" % i)
        with open(script, "w") as f:
            f.write(step["run"])
        p = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=SRC, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        log += p.stdout.decode("utf-8", "replace")
        outputs[step.get("id", str(i))] = dict(
            line.split("=", 1) for line in open(out_file).read().splitlines() if "=" in line)
        if p.returncode:
            return p.returncode, log, outputs
    return 0, log, outputs


def precommit_select(hook, files):
    """The files pre-commit passes to a hook: its `files` regex searched in the
    path, its `exclude` not, and the `types` it names (default: file)."""
    types = set(hook.get("types", ["file"]))
    if not types <= {"file"}:
        raise AssertionError("the hook names types the runner does not emulate: %s" % types)
    return [f for f in files if re.search(hook.get("files", ""), f) and not re.search(hook.get("exclude", "^$"), f)
            and os.path.isfile(os.path.join(SRC, f))]


def check_hook_skips_text_protobufs(hook):
    """A commit that touches a text protobuf (which tfcompat refuses, exit 2)
    beside models the tool reads: the hook selects only the latter and passes."""
    work = tempfile.mkdtemp(dir=SRC, prefix=".hook-")
    try:
        rel = os.path.relpath(work, SRC)
        with open(os.path.join(work, "graph.pbtxt"), "w") as f:
            f.write('node { name: "x" op: "Const" }\nversions { producer: 27 }\n')
        os.mkdir(os.path.join(work, "sm"))
        with open(os.path.join(work, "sm", "saved_model.pbtxt"), "w") as f:
            f.write("saved_model_schema_version: 1\n")
        staged = [rel + "/graph.pbtxt", rel + "/sm/saved_model.pbtxt",
                  "tests/corpus/saved_model/saved_model_counter/saved_model.pb", "tests/corpus/tflite/conv0.tflite",
                  "tests/corpus/saved_model/saved_model_counter/variables/variables.index", "README.md"]
        picked = precommit_select(hook, staged)
        if picked != staged[2:5]:
            fail("hook on a set with .pbtxt files picks %s" % picked)
        p = subprocess.run([TFCOMPAT] + hook["entry"].split()[1:] + hook.get("args", []) + ["--tf", "2.11.0", "--runtime",
                           "2.4.0"] + picked, cwd=SRC, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0:
            fail("hook on the models of a set with .pbtxt files: exit %d:\n%s" % (p.returncode, p.stdout.decode()))
        # what the old pattern (.pbtxt selected) did to every such commit
        p = subprocess.run([TFCOMPAT] + hook["entry"].split()[1:] + ["--tf", "2.11.0", staged[0]], cwd=SRC,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 2:
            fail("tfcompat scan on a .pbtxt: exit %d, want 2 (the reason the hook leaves them out)" % p.returncode)
    finally:
        shutil.rmtree(work)


def check_pinning(action, hooks):
    """No document names a tag that does not exist; the README's snippets pin a
    commit with placeholders that are plainly placeholders, and name real
    inputs and hooks."""
    for name in ("README.md", "action.yml", ".pre-commit-hooks.yaml", "docs/CLI.md", ".github/workflows/model-gate.yml"):
        text = open(os.path.join(SRC, name), encoding="utf-8").read()
        for bad in ("libtfcompat@v1", "rev: v1.0.0", "OWNER/libtfcompat@v"):
            if bad in text:
                fail("%s names a tag that does not exist: %r" % (name, bad))
    readme = open(os.path.join(SRC, "README.md"), encoding="utf-8").read()
    if "pin the\naction to a commit SHA of this repository" not in readme:
        fail("README does not say to pin the action to a commit SHA of this repository")
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", readme, re.S)]
    uses = [b[0] for b in blocks if isinstance(b, list) and "uses" in b[0]]
    repos = [b[0] for b in blocks if isinstance(b, list) and "repo" in b[0]]
    if len(uses) != 1 or uses[0]["uses"] != "<OWNER>/libtfcompat@<COMMIT_SHA>":
        fail("README's action snippet: %s" % uses)
    else:
        unknown = set(uses[0]["with"]) - set(action["inputs"])
        missing = {k for k, v in action["inputs"].items() if v.get("required")} - set(uses[0]["with"])
        if unknown or missing:
            fail("README's action snippet: unknown inputs %s, missing %s" % (unknown, missing))
    if len(repos) != 1 or repos[0]["repo"] != "https://github.com/<OWNER>/libtfcompat" or \
            repos[0]["rev"] != "<COMMIT_SHA>" or [h["id"] for h in repos[0]["hooks"]] != [hooks[0]["id"]]:
        fail("README's pre-commit snippet: %s" % repos)


def check_sarif_upload(workflow):
    """The job uploads the SARIF file its action step writes to code scanning,
    with the permission that needs, also when the gate before it failed."""
    for name, job in workflow["jobs"].items():
        steps = job["steps"]
        up = [i for i, s in enumerate(steps) if str(s.get("uses", "")).startswith("github/codeql-action/upload-sarif@")]
        if not up:
            continue
        perms = job.get("permissions", workflow.get("permissions", {}))
        if perms.get("security-events") != "write" or perms.get("contents") != "read":
            fail("job %s uploads SARIF with permissions %s" % (name, perms))
        u = steps[up[0]]
        writers = [s for s in steps[:up[0]] if s.get("uses") == "./" and s["with"].get("format") == "sarif"]
        if [s["with"].get("output") for s in writers] != [u["with"].get("sarif_file")]:
            fail("job %s uploads %r, written by %s" % (name, u["with"].get("sarif_file"), writers))
        for s in writers + [u]:
            if s.get("if") != "${{ !cancelled() }}":
                fail("job %s: step %r does not run after a failed gate (if: %r)" % (name, s.get("name"), s.get("if")))
        return
    fail("no job uploads SARIF to code scanning")


def check_placeable_sarif(name, doc):
    """What GitHub needs to place every alert: a file of the repository named
    relative to %SRCROOT% (the checkout), and a region."""
    if jsonschema:
        schema = json.load(open(os.path.join(SRC, "tests/schemas/sarif-schema-2.1.0.json")))
        for e in list(jsonschema.Draft4Validator(schema).iter_errors(doc))[:5]:
            fail("%s: SARIF schema: %s %s" % (name, list(e.path), e.message[:200]))
    run = doc["runs"][0]
    if run["originalUriBaseIds"] != {"%SRCROOT%": {"uri": "file://" + urllib.parse.quote(os.path.realpath(SRC)) + "/"}}:
        fail("%s: originalUriBaseIds %s" % (name, run["originalUriBaseIds"]))
    if not run["results"]:
        fail("%s: no results" % name)
    for r in run["results"]:
        loc = r["locations"][0]["physicalLocation"]
        uri = loc["artifactLocation"]["uri"]
        f = os.path.join(SRC, urllib.parse.unquote(uri))
        if loc["artifactLocation"].get("uriBaseId") != "%SRCROOT%" or loc.get("region") != {"startLine": 1} or \
                uri.startswith(("/", "../")) or "://" in uri or not os.path.isfile(f):
            fail("%s: a result GitHub cannot place: %s" % (name, loc))
        if os.path.isdir(os.path.join(SRC, r["properties"].get("path", ""))) and not uri.endswith("/saved_model.pb"):
            fail("%s: a SavedModel directory's result is not on its saved_model.pb: %s" % (name, uri))


def main():
    action = yaml.safe_load(open(os.path.join(SRC, "action.yml")))
    workflow = yaml.safe_load(open(os.path.join(SRC, ".github/workflows/model-gate.yml")))
    if action["runs"]["using"] != "composite":
        fail("action.yml is not a composite action")
    hooks = yaml.safe_load(open(os.path.join(SRC, ".pre-commit-hooks.yaml")))
    if not (hooks and hooks[0]["entry"].startswith("tfcompat scan")):
        fail(".pre-commit-hooks.yaml does not run tfcompat scan")
    else:
        check_hook_skips_text_protobufs(hooks[0])
        check_pinning(action, hooks)
        check_sarif_upload(workflow)
        # the hook as pre-commit runs it: entry + args + the staged files its pattern selects
        hook = hooks[0]
        staged = ["tests/corpus/saved_model/saved_model_counter/saved_model.pb", "tests/corpus/tflite/conv0.tflite",
                  "tests/corpus/PROVENANCE.md", "tests/corpus/tflite/audio_preprocessor_int8.tflite"]
        picked = [f for f in staged if re.search(hook["files"], f)]
        if picked != [staged[0], staged[1], staged[3]]:
            fail("hook files pattern picks %s" % picked)
        argv = hook["entry"].split() + hook.get("args", [])
        argv[0] = TFCOMPAT
        for files, want in ((picked[:2] + ["--tf", "2.11.0", "--runtime", "2.4.0"], 0),
                            (picked + ["--tf", "2.11.0", "--runtime", "2.4.0"], 1)):
            p = subprocess.run(argv + files, cwd=SRC, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            log = p.stdout.decode("utf-8", "replace")
            if p.returncode != want or (want and "::error file=tests/corpus/tflite/audio_preprocessor_int8.tflite,"
                                                 "title=UNRESOLVED_CUSTOM_OP::" not in log):
                fail("pre-commit hook on %s: exit %d, want %d:\n%s" % (files, p.returncode, want, log))
    work = tempfile.mkdtemp()
    try:
        # 1. the workflow's own steps that use the action
        steps = [s for job in workflow["jobs"].values() for s in job["steps"] if s.get("uses") == "./"]
        if len(steps) < 2:
            fail("the workflow uses the action %d times" % len(steps))
        for s in steps:
            rc, log, outputs = run_action(action, s.get("with", {}), work)
            name = s.get("name", "")
            if s["with"].get("format", "github") == "github":
                # the gate: accepted, every model named, no annotation
                if rc != 0 or outputs["scan"].get("exit-code") != "0" or "::error" in log:
                    fail("%s: exit %d, outputs %s:\n%s" % (name, rc, outputs, log))
                for p in s["with"]["paths"].split():
                    if "%s: accepted" % p not in log:
                        fail("%s: %s not reported accepted:\n%s" % (name, p, log))
            else:
                # the SARIF log of the whole corpus (hostile files: exit 2, continue-on-error)
                out = os.path.join(SRC, s["with"]["output"])
                try:
                    if not s.get("continue-on-error") or rc != 2 or outputs["scan"].get("exit-code") != "2":
                        fail("%s: exit %d, outputs %s" % (name, rc, outputs))
                    doc = open(out, encoding="utf-8").read()
                    check_placeable_sarif(name, json.loads(doc))
                    if '"version": "2.1.0"' not in doc or "::error title=tfcompat::a model or path could not be read" not in log:
                        fail("%s: no SARIF in %s, or no closing annotation:\n%s" % (name, out, log[-500:]))
                finally:
                    if os.path.exists(out):
                        os.remove(out)
        # 2. inputs that must fail the gate, and the annotations they give
        tf2 = "tests/corpus/saved_model/saved_model_half_plus_two_tf2_cpu"
        rc, log, outputs = run_action(action, {"paths": tf2 + "\n", "tf": "1.0.0"}, work)
        if rc != 1 or outputs["scan"].get("exit-code") != "1" or \
                "::error file=%s,title=OP_NOT_REGISTERED::Op type not registered 'StatefulPartitionedCall'" % tf2 not in log or \
                "::error title=tfcompat::a model is rejected or undetermined" not in log:
            fail("rejected model: exit %d:\n%s" % (rc, log))
        rc, log, outputs = run_action(action, {"paths": "tests/corpus/tflite/audio_preprocessor_int8.tflite",
                                               "target": "litert@2.4.0"}, work)
        if rc != 1 or "title=UNRESOLVED_CUSTOM_OP::Encountered unresolved custom op: SignalWindow.%0ASee" not in log:
            fail("TFLite target: exit %d:\n%s" % (rc, log))
        empty = os.path.join(work, "empty models")
        os.mkdir(empty)
        rc, log, outputs = run_action(action, {"paths": os.path.join(work, "no-such-dir"), "tf": "2.11.0"}, work)
        if rc != 2 or "::error title=tfcompat::a model or path could not be read" not in log:
            fail("mistyped path: exit %d:\n%s" % (rc, log))
        os.rename(empty, os.path.join(work, "empty"))
        rc, log, outputs = run_action(action, {"paths": os.path.join(work, "empty"), "tf": "2.11.0"}, work)
        if rc != 3 or outputs["scan"].get("exit-code") != "3" or "::error title=tfcompat::no model found under: " not in log:
            fail("empty directory: exit %d:\n%s" % (rc, log))
        rc, log, outputs = run_action(action, {"paths": tf2, "tf": "2.11.0; touch %s/injected" % work}, work)
        if rc != 64 or os.path.exists(os.path.join(work, "injected")):
            fail("an input with shell in it: exit %d:\n%s" % (rc, log))
        report = os.path.join(work, "report.html")
        rc, log, outputs = run_action(action, {"paths": tf2, "tf": "2.11.0", "format": "html", "output": report}, work)
        if rc != 0 or not open(report, encoding="utf-8").read().startswith("<!DOCTYPE html>"):
            fail("html report: exit %d" % rc)
    finally:
        shutil.rmtree(work)
    return finish("action")


if __name__ == "__main__":
    sys.exit(main())
