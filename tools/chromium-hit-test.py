#!/usr/bin/env python3
"""Hit-testing in TouchLab against Chromium's elementFromPoint on the same trees.

The bench's seeded balanced trees (`touchlab bench
--write-scenes`), written as scene JSON, are converted to pages, one absolutely
positioned <div> per view at its frame:
- `transform: rotate() scale()` about its centre, as UIKit applies a transform;
- `z-index: 0`, so that each view is its own stacking context, as each UIView
  hit-tests its subviews inside itself;
- `overflow: hidden` on every view, since UIKit asks a view's subviews only for
  points inside the view, clipping or not;
- `visibility: hidden` for hidden views, and `pointer-events: none` for views
  that cannot receive touches (non-interactive, or alpha under 0.01), whose
  subtrees inherit both as UIKit skips them.
Each page hit-tests the same probe points (`.points`) with
`document.elementFromPoint` (the browser window larger than the page, so every
probe is inside its viewport), one untimed pass, then timed runs, and writes
the time per point and the element each probe hit. TouchLab measures the same
file (`touchlab bench --scene FILE --points FILE --limits none --json`: its
passes over all probes, `hitTestPass`, and each probe repeated, `hitTest`).
Both give per-point times of runs over many probes (a browser's
`performance.now()` ticks every 100 µs, too coarse to time one call): the
fastest run and the median run (TouchLab: its 15 passes over all probes;
Chromium: runs of 250 probes, ten times over, or fewer past 20 s), and how
many probes hit the same view in both (the generated trees have views a pixel
or two wide, whose edges a browser's layout units round differently; at 1,000
views about three probes in ten differ, not traced to a cause:
docs/performance.md, "Chromium's elementFromPoint on the same trees").

    tools/chromium-hit-test.py [--sizes 100,1000,10000,100000] [--probes 10000]
        [--touchlab .build/release/touchlab] [--chromium /usr/bin/chromium] [--rounds 3]
        [--keep FOLDER]

Chromium's cost per probe grows with the page (tens of milliseconds at 100,000
views): give the large sizes fewer probes (`--sizes 10000,100000 --probes 1000`).

Prints one line per size and round with the machine's load average before and
after it (the machine is shared: on a busy one, read the fastest runs).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

# Probes are timed in runs of CHUNK, ROUNDS times over all of them: a
# browser's clock ticks every 100 µs, too coarse for one call, and a run much
# longer than a millisecond is seldom left alone on a busy machine. The
# fastest run is the one least disturbed by other work, the median the usual.
CHUNK = 250
ROUNDS = 10
# Rounds stop once this much time has gone (at least one): a large tree's
# probes take long in a browser.
BUDGET_MS = 20000


def view_div(view, out):
    f = view.get("frame", [0, 0, 0, 0])
    style = [f"left:{f[0]}px", f"top:{f[1]}px", f"width:{f[2]}px", f"height:{f[3]}px"]
    if "color" in view:
        style.append(f"background:{view['color']}")
    if view.get("hidden"):
        style.append("visibility:hidden")
    alpha = view.get("alpha", 1)
    if alpha != 1:
        style.append(f"opacity:{alpha}")
    if view.get("userInteractionEnabled") is False or alpha < 0.01:
        style.append("pointer-events:none")
    # Every view is its own stacking context (z-index: 0), as every UIView draws
# and hit-tests its subviews inside itself, so that the browser's hit test
# walks the tree rather than one flat list of every positioned box.
# UIKit hit-tests a view's subviews only where the point is inside the view
    # itself, clipping or not (its hitTest asks pointInside first), which in a
    # page is what overflow: hidden does for elementFromPoint.
    t = view.get("transform")
    if t:
        style.append(f"transform:rotate({t.get('rotate', 0)}deg) scale({t.get('scale', 1)})")
    out.append(f'<div id="{view["name"]}" style="{";".join(style)}">')
    for sub in view.get("subviews", []):
        view_div(sub, out)
    out.append("</div>")


def page(scene, points):
    window = scene["windows"][0]
    w = window["frame"]
    out = [
        "<!doctype html><html><head><meta charset=utf-8><style>",
        "html,body{margin:0;padding:0;overflow:hidden}",
        "div{position:absolute;z-index:0;box-sizing:border-box;margin:0;padding:0;overflow:hidden}",
        f"#UIWindow{{left:0;top:0;width:{w[2]}px;height:{w[3]}px}}",
        "</style></head><body>",
        '<div id="UIWindow">',
    ]
    for sub in window.get("subviews", []):
        view_div(sub, out)
    out.append("</div>")
    out.append("<pre id=out></pre><script>")
    out.append("const P=" + json.dumps(points) + ";")
    out.append(
        f"""
const N=P.length/2, CHUNK=Math.min(N,{CHUNK});
const hits=[];for(let i=0;i<N;i++){{const e=document.elementFromPoint(P[2*i],P[2*i+1]);hits.push(e&&e.id?e.id:'-');}}
const times=[];const begin=performance.now();
for(let r=0;r<{ROUNDS}&&(r==0||performance.now()-begin<{BUDGET_MS});r++){{for(let c=0;c+CHUNK<=N;c+=CHUNK){{
  const t0=performance.now();for(let i=c;i<c+CHUNK;i++){{document.elementFromPoint(P[2*i],P[2*i+1]);}}
  times.push((performance.now()-t0)/CHUNK*1e6);}}}}
times.sort((a,b)=>a-b);
document.getElementById('out').textContent='RESULT '+JSON.stringify({{median:times[times.length>>1],min:times[0],max:times[times.length-1],runs:times.length,hits:hits}});
"""
    )
    out.append("</script></body></html>")
    return "\n".join(out)


def read_points(path):
    pts = []
    for line in open(path):
        line = line.split("#", 1)[0].split()
        if len(line) == 2:
            pts += [float(line[0]), float(line[1])]
    return pts


def load():
    return open("/proc/loadavg").read().split()[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100,1000,10000,100000")
    ap.add_argument("--probes", type=int, default=10000)
    ap.add_argument("--touchlab", default=".build/release/touchlab")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--keep", help="write the scenes and pages here instead of a temporary folder")
    args = ap.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="touchlab-chromium-")
    os.makedirs(work, exist_ok=True)
    subprocess.run(
        [args.touchlab, "bench", "--write-scenes", work, "--sizes", args.sizes, "--shapes", "balanced",
         "--probes", str(args.probes)], check=True, stdout=subprocess.DEVNULL)
    print("views\tload\ttouchlab ns/point (fastest, median pass; one probe repeated)\tchromium ns/point (fastest, median)"
          "\tratio (fastest, median)\tsame hit")
    for size in args.sizes.split(","):
        base = os.path.join(work, f"bench-balanced-{size}")
        scene = json.load(open(base + ".json"))
        points = read_points(base + ".points")
        html = base + ".html"
        w, h = (int(v) for v in scene["windows"][0]["frame"][2:4])
        with open(html, "w") as f:
            f.write(page(scene, points))
        for _ in range(args.rounds):
            before = load()
            tl = json.loads(subprocess.run(
                [args.touchlab, "bench", "--scene", base + ".json", "--points", base + ".points", "--limits", "none",
                 "--json"], check=True, capture_output=True, text=True).stdout)
            dom = subprocess.run(
                [args.chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--window-size={w + 200},{h + 200}", "--dump-dom",
                 "file://" + html],
                capture_output=True, text=True, timeout=3600).stdout
            marker = dom.find("RESULT ")
            if marker < 0:
                print(f"{size}\tchromium printed no result", file=sys.stderr)
                continue
            end = dom.find("</pre>", marker)
            result = json.loads(dom[marker + 7:end].replace("&quot;", '"').replace("&amp;", "&"))
            ours = tl["hitTestPass"]
            names = [p.get("view") or "-" for p in tl["probes"]]
            same = sum(1 for a, b in zip(names, result["hits"]) if a == b or (a == "UIWindow" and b in ("-", "UIWindow")))
            print(
                f"{size}\t{before}-{load()}\t{ours['minimum']:.0f}, {ours['median']:.0f}; {tl['hitTest']['median']:.0f}\t{result['min']:.0f}, {result['median']:.0f}"
                f"\t{result['min'] / ours['minimum']:.1f}×, {result['median'] / ours['median']:.1f}×\t{same}/{len(names)}",
                flush=True)

if __name__ == "__main__":
    main()
