#!/usr/bin/env bash
# `tfcompat scan --format html` in a real browser (headless Chromium):
#   - the page is one self-contained file: no external script, stylesheet,
#     image or font, and nothing fetched;
#   - it renders the matrix: a screenshot has the outcome colours (green
#     accepted, red rejected, purple unreadable) in quantity, not a blank page;
#   - the filters work: the URL fragment (#outcome=, #reason=, #path=) filters
#     on load, and the DOM Chromium dumps shows exactly the matching models
#     (their count in <body data-shown>, the rows' paths);
#   - a path that holds "</script>" cannot end the data early.
# usage: test_report_html.sh TFCOMPAT SOURCE_DIR   (env CHROMIUM, PYTHON3)
set -euo pipefail
T=$1
src=$2
chromium=${CHROMIUM:-chromium}
py=${PYTHON3:-python3}
corpus=$src/tests/corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
browse() { # browse ARGS...: headless Chromium with a profile of its own
  timeout 120 "$chromium" --headless --disable-gpu --no-sandbox --no-first-run --user-data-dir="$work/profile" \
    --disable-background-networking --disable-component-update "$@" 2>"$work/chromium.err"
}

store=$work/store
mkdir -p "$store/x</script>" "$store/serving"
cp -r "$corpus/saved_model/saved_model_half_plus_two_tf2_cpu" "$store/serving/1"
cp "$corpus/tflite/hello_world_int8.tflite" "$store/x</script>/m.tflite"
set +e
"$T" scan "$corpus" "$store" --tf 2.11.0 --runtime 2.4.0 --format html >"$work/report.html" 2>"$work/err"
rc=$?
"$T" scan "$corpus" "$store" --tf 2.11.0 --runtime 2.4.0 --format ndjson >"$work/scan.ndjson" 2>/dev/null
set -e
[[ $rc == 2 ]] || fail "scan --format html: exit $rc, want 2 (the corpus has unreadable files): $(cat "$work/err")"
total=$(($(wc -l <"$work/scan.ndjson") - 1))

# 1. self-contained (the models' own texts, in the data block, may name URLs)
"$py" - "$work/report.html" >"$work/page.html" <<'EOF'
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
print(re.sub(r'(<script type="application/json" id="tfc-data">).*?(</script>)', r'\1\2', page, flags=re.S))
EOF
if grep -Eiq '<(script|link|img|iframe)[^>]*(src|href)=|url\(|@import|https?://' "$work/page.html"; then
  fail "the page refers to something outside it: $(grep -Eio '<(script|link|img|iframe)[^>]*(src|href)=[^>]*|url\([^)]*|@import[^;]*|https?://[^ "]*' "$work/page.html" | head -3)"
fi
[[ $(grep -c '</script>' "$work/page.html") == 2 ]] || fail "the page has $(grep -c '</script>' "$work/page.html") </script>, want 2"

# 2. the DOM with filters from the fragment
dom() { browse --dump-dom "file://$work/report.html$1" >"$work/dom.html"; }
attr() { grep -o "<body[^>]*>" "$work/dom.html" | grep -o "data-$1=\"[^\"]*\"" | cut -d'"' -f2; }
rows() { # the paths of the rendered rows, sorted
  "$py" - "$work/dom.html" <<'EOF'
import html, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
for p in sorted(re.findall(r'<div class="row" style="[^"]*" data-i="[0-9]+"><div title="([^"]*)"', dom)):
    print(html.unescape(p))
EOF
}
expect() { # expect PYTHON-CONDITION-ON-r: the paths of the ndjson records matching it, sorted
  "$py" - "$work/scan.ndjson" "$1" <<'EOF'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")][:-1]
for p in sorted(r["path"] for r in lines if eval(sys.argv[2], {"r": r})):
    print(p)
EOF
}
dom ""
[[ $(attr total) == "$total" && $(attr shown) == "$total" ]] || fail "unfiltered: data-total $(attr total) data-shown $(attr shown), want $total"
[[ -n $(attr load-ms) ]] || fail "no data-load-ms"
[[ $(rows | wc -l) -ge 20 && $(rows | wc -l) -lt 100 ]] || fail "rendered $(rows | wc -l) rows of $total: not windowed"
for filter in "outcome=rejected|r['outcome'] == 'rejected'" "outcome=unreadable|r['outcome'] == 'unreadable'" \
              "reason=UNRESOLVED_CUSTOM_OP|r['code'] == 'UNRESOLVED_CUSTOM_OP'" \
              "path=script|'script' in r['path']" "outcome=accepted&path=saved_model|r['outcome'] == 'accepted' and 'saved_model' in r['path']"; do
  frag=${filter%%|*}
  cond=${filter#*|}
  dom "#$frag"
  want=$(expect "$cond")
  got=$(rows)
  [[ -n $want && $got == "$want" && $(attr shown) == $(wc -l <<<"$want") ]] ||
    fail "#$frag: shown $(attr shown), rows: $got; want: $want"
done

# 3. a column per further --tf: models x consumers
"$T" scan "$corpus/saved_model" --tf 2.11.0 --tf 1.15.0 --tf 2.3.0 --format html >"$work/matrix.html" 2>/dev/null
browse --dump-dom "file://$work/matrix.html#path=tf2_cpu" >"$work/dom.html"
got=$("$py" - "$work/dom.html" <<'EOF'
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
cols = re.findall(r'<div class="col" title="[^"]*">([^<\'"]*)</div>', dom)
rows = re.findall(r'<div class="row" style="[^"]*" data-i="[0-9]+">(.*?</div>)</div>', dom)
cells = [re.sub(r' [A-Z_]+$', '', re.sub(r'<[^>]*>', '', c)) + ":" + o
         for o, c in re.findall(r'<div class="c o([0-4])"[^>]*>([^<]*</div>)', rows[0])] if rows else []
print(" | ".join(cols), "=>", len(rows), "row:", " ".join(cells))
EOF
)
[[ $got == "TensorFlow 2.11.0 | TensorFlow 1.15.0 | TensorFlow 2.3.0 | all releases => 1 row: accepted:0 rejected:1 rejected:1 2.10.0-2.21.0:0" ]] ||
  fail "matrix: $got"

# --tf all: a column per release, each cell that release's answer (as `releases` gives it)
tf2=$corpus/saved_model/saved_model_half_plus_two_tf2_cpu
"$T" scan "$tf2" --tf 2.11.0 --tf all --format html >"$work/all.html" 2>/dev/null
"$T" releases "$tf2" --json >"$work/releases.json"
browse --dump-dom "file://$work/all.html" >"$work/dom.html"
got=$("$py" - "$work/dom.html" "$work/releases.json" <<'EOF'
import json, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
rel = json.load(open(sys.argv[2]))
cols = re.findall(r'<div class="col" title="([^"]*)">', dom)
row = re.findall(r'<div class="row" style="[^"]*" data-i="[0-9]+">(.*?</div>)</div>', dom)[0]
outs = [int(o) for o in re.findall(r'<div class="c o([0-4])"', row)]
cells = dict(zip(cols, outs))
want = {"TensorFlow " + r["release"]: 1 for r in rel["rejecting"]}
want.update({"TensorFlow " + r: 0 for r in rel["accepting"]})
want.update({"TensorFlow " + r["release"]: 2 for r in rel["undetermined"]})
have = {c: o for c, o in cells.items() if c.startswith("TensorFlow ")}  # 2.11.0 twice: the target and its column
# every refused cell names its finding (runs of the same finding are written once)
titles = re.findall(r'<div class="c o1" data-j="[0-9]+" title="([^"]*)"', row)
bad = [t for t in titles if not re.fullmatch(r"rejected [A-Z_]+: .{10,}", t)]
print("ok" if have == want and len(have) > 40 and titles and not bad else "columns %d, differ: %s, titles %s" % (
    len(have), sorted(set(have.items()) ^ set(want.items()))[:6], bad[:3]))
EOF
)
[[ $got == ok ]] || fail "--tf all: $got"

# 4. a screenshot with the outcome colours
browse --screenshot="$work/report.png" --window-size=1280,720 "file://$work/report.html" >/dev/null
read -r w h distinct green red purple <<<"$("$py" "$src/tests/cli/png_colours.py" "$work/report.png" 2e7d32 c62828 6a1b9a)"
[[ $w == 1280 && $h == 720 && $distinct -gt 50 && $green -gt 20000 && $red -gt 1000 && $purple -gt 20000 ]] ||
  fail "screenshot: ${w}x$h, $distinct colours, $green green, $red red, $purple purple pixels"

if ((fails)); then echo "report html: $fails failure(s)"; exit 1; fi
echo "report html: ok ($total models; screenshot $green green, $red red, $purple purple pixels)"
