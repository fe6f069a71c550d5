#!/usr/bin/env python3
"""Runs the composite action (action.yml) locally as a runner would, step by
step, with the inputs of every `uses: ./` step of
.github/workflows/model-gate.yml, then with inputs that must fail the gate,
and checks exit codes, outputs and the annotations printed.

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
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

TFCOMPAT, SRC = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
FAILS = []


def fail(msg):
    print("FAIL:", msg)
    FAILS.append(msg)


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


def main():
    action = yaml.safe_load(open(os.path.join(SRC, "action.yml")))
    workflow = yaml.safe_load(open(os.path.join(SRC, ".github/workflows/model-gate.yml")))
    if action["runs"]["using"] != "composite":
        fail("action.yml is not a composite action")
    hooks = yaml.safe_load(open(os.path.join(SRC, ".pre-commit-hooks.yaml")))
    if not (hooks and hooks[0]["entry"].startswith("tfcompat scan")):
        fail(".pre-commit-hooks.yaml does not run tfcompat scan")
    else:
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
    if FAILS:
        print("action: %d failure(s)" % len(FAILS))
        return 1
    print("action: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
