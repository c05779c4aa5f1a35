/// The HTML, CSS and JavaScript of a lesson page (``LessonPage``), written by
/// hand in one place: no framework, no network, nothing loaded but the page
/// and its pictures, so it opens from `file://` and from any static host.
///
/// The script reads two blocks of the page: `#lesson-data` (the page's JSON:
/// pictures, timelines, explanations, quiz) and `#trace-data` (the trace as
/// JSON Lines, one record a line, as `touchlab trace --format jsonl` prints
/// it). Keys and buttons are the window's (docs/teaching.md): ← → one
/// record, ↑ ↓ the previous or next input or timer, Home and End, Space plays
/// or pauses at the speed picked (1×, ½×, ¼×, ⅒×; - and = change it), Enter
/// plays from the start. A tap on the picture steps (its left third back,
/// the rest on), a drag along it or along the timeline scrubs, and
/// `#record=N` in the address opens the page at record N (the JSON `index`).
enum LessonPageTemplate {
    static func page(title: String, data: String, trace: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(LessonPage.escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header><nav id="nav"></nav><h1 id="title"></h1><p id="description"></p><p id="fidelity"></p></header>
        <main>
        <section id="stage" aria-label="The device and the responder chain">
        <div id="controls" role="toolbar" aria-label="Stepping">
        <button id="home" title="First record (Home)">|◀</button><button id="up" title="Previous input or timer (↑)">◀◀ input</button><button id="back" title="One record back (←)">◀</button><button id="play" title="Play or pause (Space)">▶ play</button><button id="on" title="One record on (→)">▶</button><button id="down" title="Next input or timer (↓)">input ▶▶</button><button id="end" title="Last record (End)">▶|</button>
        <select id="speed" title="Speed (- and =)"><option value="1">1×</option><option value="0.5">½×</option><option value="0.25" selected>¼×</option><option value="0.1">⅒×</option></select>
        <span id="position" aria-live="polite"></span>
        </div>
        <input id="scrub" type="range" min="0" value="0" aria-label="Trace record">
        <div id="pictures"><img id="frame" alt="The device at this record" draggable="false"><img id="rail" alt="The responder chain and what was delivered, at this record" draggable="false"></div>
        </section>
        <section id="side">
        <div id="explain" class="card"><h2 id="when"></h2><ol id="moments"></ol><p id="why"></p></div>
        <div id="timelineBox" class="card"><div id="timelineWrap"><img id="timeline" alt="The timeline at this record" draggable="false"><div id="cursor"></div></div><p id="noTimeline">No touch yet: the timeline starts with the first touch.</p></div>
        <div class="card dark"><h2>Trace <span class="legend"><i class="c-input">input</i> <i class="c-hitTesting">hit-testing</i> <i class="c-touches">touches</i> <i class="c-recognizers">recognizers</i> <i class="c-actions">actions</i> <i class="c-ignored">ignored</i></span></h2><ol id="trace"></ol></div>
        </section>
        <section id="lesson" class="card"><h2>Lesson</h2><p id="lessonText"></p><div id="quiz"></div>
        <p class="keys">Keys: ← → one record · ↑ ↓ previous / next input or timer · Home End · Space play or pause · Enter play from the start · - = speed. Tap the picture to step (left third: back), drag along it or the timeline to scrub.</p></section>
        </main>
        <footer id="footer"></footer>
        <script type="application/json" id="lesson-data">\(data)</script>
        <script type="application/x-ndjson" id="trace-data">\(trace)</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
        :root { --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --bg: #e5e5ea; --card: #fff; --accent: #0e4eb9; --cursor: #374151; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
        header { padding: 10px 16px 4px; }
        h1 { font-size: 20px; margin: 4px 0; }
        h2 { font-size: 15px; margin: 0 0 6px; }
        #nav a, #nav span { margin-right: 10px; }
        #description { margin: 0; color: var(--muted); }
        #fidelity { margin: 4px 0 0; color: var(--muted); font-size: 0.85em; }
        header { overflow-wrap: anywhere; }
        main { display: grid; grid-template-columns: minmax(0, auto) minmax(320px, 1fr); gap: 12px; padding: 8px 16px 16px; align-items: start; }
        #lesson { grid-column: 1 / -1; }
        .card { overflow-wrap: anywhere; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; margin-bottom: 12px; }
        .dark { background: #1c1c1e; color: #f2f2f7; }
        #stage { position: sticky; top: 0; }
        #controls { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
        #controls button, #controls select { font: inherit; min-width: 44px; min-height: 40px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
        #controls button:active { background: #dbeafe; }
        #position { font-variant-numeric: tabular-nums; color: var(--muted); margin-left: 6px; }
        #scrub { width: 100%; margin: 8px 0; min-height: 28px; }
        #pictures { display: flex; align-items: flex-start; }
        #pictures img { flex: 0 1 auto; min-width: 0; }
        #rail { display: block; max-width: 100%; height: auto; background: #fff; }
        #frame { display: block; max-width: 100%; height: auto; touch-action: pan-y pinch-zoom; user-select: none; cursor: pointer; background: #fff; }
        #when { font-variant-numeric: tabular-nums; }
        #moments { margin: 0 0 6px; padding-left: 20px; }
        #moments li.now { font-weight: 600; }
        #moments li.later { display: none; }
        #why { margin: 0; color: var(--muted); }
        #timelineWrap { position: relative; display: inline-block; max-width: 100%; touch-action: none; cursor: ew-resize; }
        #timeline { display: block; max-width: 100%; height: auto; user-select: none; }
        #timelineWrap { margin-top: 10px; }
        #cursor { position: absolute; top: -10px; width: 0; height: 0; margin-left: -7px; border: 7px solid transparent; border-top: 9px solid var(--cursor); border-bottom: 0; pointer-events: none; }
        #noTimeline { color: var(--muted); margin: 0; }
        #trace { list-style: none; margin: 0; padding: 0; max-height: 60vh; overflow: auto; font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
        #trace li { white-space: pre-wrap; padding: 0 4px; cursor: pointer; border-left: 3px solid transparent; }
        #trace li.current { background: #48484a; border-left-color: #fff; outline: 1px solid #8e8e93; }
        #trace li.after { opacity: 0.45; }
        .c-input { color: #f2f2f7; } .c-hitTesting { color: #64d2ff; } .c-touches { color: #30d158; }
        .c-recognizers { color: #da8fff; } .c-actions { color: #ffd60a; } .c-ignored { color: #ff6961; }
        .legend { font-weight: normal; font-size: 12px; } .legend i { font-style: normal; margin-left: 6px; }
        #lessonText { white-space: pre-wrap; }
        .question { border-top: 1px solid var(--line); padding: 8px 0; }
        .question.now { background: #fff7d6; }
        .question button { font: inherit; }
        .keys { color: var(--muted); font-size: 13px; }
        footer { padding: 0 16px 16px; color: var(--muted); font-size: 13px; }
        @media (max-width: 900px) {
          main { grid-template-columns: minmax(0, 1fr); padding: 6px; }
          #stage { position: static; }
          #trace { max-height: 45vh; }
        }
        """

    static let script = """
        "use strict";
        const D = JSON.parse(document.getElementById("lesson-data").textContent);
        const R = document.getElementById("trace-data").textContent.split("\\n").filter(l => l.length).map(l => JSON.parse(l));
        const $ = id => document.getElementById(id);
        const frame = $("frame"), timeline = $("timeline"), cursor = $("cursor"), scrub = $("scrub"), list = $("trace");
        let current = -1, playing = null;
        const clamp = i => Math.max(0, Math.min(R.length - 1, i));
        const seconds = t => t.toFixed(3) + " s";

        $("title").textContent = D.scene + " · " + D.script;
        document.title = D.scene + " · " + D.script + " — TouchLab lesson";
        $("description").textContent = D.description;
        $("fidelity").textContent = D.fidelity || "";
        $("lessonText").textContent = D.lesson || "This scene has no lesson text.";
        $("footer").textContent = "Made by " + D.generator + " from the scene's trace (" + R.length + " records). No network needed.";
        const nav = $("nav");
        if (D.index) { const a = document.createElement("a"); a.href = D.index; a.textContent = "↑ all scenes"; nav.append(a); }
        for (const s of D.scripts) {
          const e = document.createElement(s.name === D.script ? "span" : "a");
          if (s.name !== D.script) e.href = s.file; else e.setAttribute("aria-current", "page");
          e.textContent = "script " + s.name; nav.append(e);
        }
        scrub.max = String(Math.max(0, R.length - 1));

        R.forEach((r, i) => {
          const li = document.createElement("li");
          li.textContent = r.line;
          li.style.paddingLeft = (4 + 14 * r.depth) + "px";
          li.className = "c-" + D.records[i].category;
          li.dataset.index = String(i);
          list.append(li);
        });
        list.addEventListener("click", e => { const li = e.target.closest("li"); if (li) { stop(); show(+li.dataset.index); } });

        // Pictures drawn at --scale 2 show at half their pixel size.
        for (const im of [frame, $("rail"), timeline]) im.addEventListener("load", () => { im.style.width = (im.naturalWidth / (D.scale || 1)) + "px"; });
        // Every picture loaded once, so stepping shows it at once.
        for (const src of D.frames.concat(D.timelines.map(t => t.file))) { const im = new Image(); im.src = src; }

        function show(i) {
          i = clamp(i);
          const rec = D.records[i], r = R[i];
          if (current >= 0) { list.children[current].classList.remove("current"); list.children[current].removeAttribute("aria-current"); }
          // Only the lines between the old record and the new one change side.
          const from = current < 0 ? 0 : Math.min(current, i), to = current < 0 ? R.length - 1 : Math.max(current, i);
          for (let k = from; k <= to; k++) list.children[k].classList.toggle("after", k > i);
          current = i;
          const li = list.children[i];
          li.classList.add("current");
          li.setAttribute("aria-current", "step");
          const top = li.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop, h = list.clientHeight;
          if (top < list.scrollTop || top > list.scrollTop + h - 20) list.scrollTop = Math.max(0, top - h / 3);
          frame.src = D.frames[rec.frame];
          frame.dataset.frame = String(rec.frame);
          if (rec.rail !== undefined) $("rail").src = D.frames[rec.rail];
          if (rec.timeline !== undefined) {
            const t = D.timelines[rec.timeline];
            timeline.src = t.file; timeline.dataset.timeline = String(rec.timeline);
            const f = t.x0 + (r.time - t.start) / Math.max(1e-9, t.end - t.start) * (t.x1 - t.x0);
            cursor.style.left = (100 * f).toFixed(3) + "%";
            cursor.dataset.time = String(r.time);
            cursor.hidden = !t.axis;
            $("timelineWrap").hidden = false; $("noTimeline").hidden = true;
          } else {
            $("timelineWrap").hidden = true; $("noTimeline").hidden = false;
            delete cursor.dataset.time;
          }
          scrub.value = String(i);
          $("position").textContent = "record " + (i + 1) + " of " + R.length + " · " + seconds(r.time);
          $("when").textContent = "At " + seconds(r.time);
          const ms = $("moments"); ms.textContent = "";
          const here = D.moments.filter(m => D.records[m.record].group === rec.group && m.record <= i);
          const last = here.length ? here[here.length - 1].time : null;
          for (const m of here) {
            const item = document.createElement("li");
            item.textContent = seconds(m.time) + " — " + m.caption;
            if (Math.abs(m.time - last) < 1e-9) item.className = "now";
            ms.append(item);
          }
          if (!here.length) { const item = document.createElement("li"); item.textContent = "Nothing decided yet: read the trace line."; ms.append(item); }
          $("why").textContent = rec.why !== undefined ? D.explanations[rec.why] : "";
          document.querySelectorAll(".question").forEach(q => q.classList.toggle("now", +q.dataset.before === i + 1));
          history.replaceState(null, "", "#record=" + i);
        }

        function heading(forward) {
          if (forward) { for (let k = current + 1; k < R.length; k++) if (D.records[k].heading) return k; return R.length - 1; }
          for (let k = current - 1; k >= 0; k--) if (D.records[k].heading) return k;
          return 0;
        }
        function speed() { return +$("speed").value; }
        function stop() { if (playing) { cancelAnimationFrame(playing.frame); playing = null; } $("play").textContent = "▶ play"; }
        function play(fromStart) {
          stop();
          if (fromStart || current >= R.length - 1) show(0);
          const t0 = R[current].time, w0 = performance.now();
          playing = {};
          $("play").textContent = "❚❚ pause";
          const tick = now => {
            const t = t0 + (now - w0) / 1000 * speed();
            let k = current;
            while (k + 1 < R.length && R[k + 1].time <= t + 1e-9) k++;
            if (k !== current) show(k);
            if (current >= R.length - 1) { stop(); return; }
            playing.frame = requestAnimationFrame(tick);
          };
          playing.frame = requestAnimationFrame(tick);
        }
        $("play").onclick = () => playing ? stop() : play(false);
        $("home").onclick = () => { stop(); show(0); };
        $("end").onclick = () => { stop(); show(R.length - 1); };
        $("back").onclick = () => { stop(); show(current - 1); };
        $("on").onclick = () => { stop(); show(current + 1); };
        $("up").onclick = () => { stop(); show(heading(false)); };
        $("down").onclick = () => { stop(); show(heading(true)); };
        scrub.oninput = () => { stop(); show(+scrub.value); };
        function changeSpeed(by) { const s = $("speed"); s.selectedIndex = Math.max(0, Math.min(s.options.length - 1, s.selectedIndex + by)); }

        document.addEventListener("keydown", e => {
          if (e.altKey || e.ctrlKey || e.metaKey) return;
          const act = {
            ArrowRight: () => $("on").onclick(), ArrowLeft: () => $("back").onclick(),
            ArrowUp: () => $("up").onclick(), ArrowDown: () => $("down").onclick(),
            Home: () => $("home").onclick(), End: () => $("end").onclick(),
            " ": () => $("play").onclick(), Enter: () => play(true),
            "-": () => changeSpeed(1), "=": () => changeSpeed(-1), "+": () => changeSpeed(-1),
          }[e.key];
          if (!act || (e.target.tagName === "SELECT")) return;
          e.preventDefault();
          act();
        }, true);

        // A tap on the picture steps; a drag along it scrubs, a record every 24 pixels.
        let press = null;
        frame.addEventListener("pointerdown", e => { press = { x: e.clientX, y: e.clientY, at: current, moved: false }; });
        frame.addEventListener("pointermove", e => {
          if (!press) return;
          const dx = e.clientX - press.x;
          if (Math.abs(dx) > 12 && Math.abs(dx) > Math.abs(e.clientY - press.y)) { press.moved = true; stop(); show(press.at + Math.round(dx / 24)); }
        });
        frame.addEventListener("pointerup", e => {
          if (press && !press.moved) {
            const box = frame.getBoundingClientRect();
            stop(); show(current + (e.clientX - box.left < box.width / 3 ? -1 : 1));
          }
          press = null;
        });
        frame.addEventListener("pointercancel", () => { press = null; });

        // The timeline scrubs within its touch sequence, as the window's does:
        // to the last record at or before the instant under the finger.
        const wrap = $("timelineWrap");
        let scrubbing = false;
        function scrubTo(e) {
          const rec = D.records[current];
          if (rec.timeline === undefined || !D.timelines[rec.timeline].axis) return;
          const t = D.timelines[rec.timeline], box = timeline.getBoundingClientRect();
          const f = Math.max(0, Math.min(1, ((e.clientX - box.left) / box.width - t.x0) / (t.x1 - t.x0)));
          const time = t.start + f * (t.end - t.start);
          let k = -1;
          for (let j = 0; j < R.length; j++) if (D.records[j].group === rec.group && (k < 0 || R[j].time <= time + 1e-9)) k = j;
          if (k >= 0) show(k);
        }
        wrap.addEventListener("pointerdown", e => { scrubbing = true; stop(); wrap.setPointerCapture(e.pointerId); scrubTo(e); });
        wrap.addEventListener("pointermove", e => { if (scrubbing) scrubTo(e); });
        wrap.addEventListener("pointerup", () => { scrubbing = false; });
        wrap.addEventListener("pointercancel", () => { scrubbing = false; });

        // Predict, then see: each question before its moment, the answer on a click.
        const quiz = $("quiz");
        if (D.quiz.length) {
          const h = document.createElement("h2"); h.textContent = "Predict, then see"; quiz.append(h);
          D.quiz.forEach((q, n) => {
            const box = document.createElement("div"); box.className = "question"; box.dataset.before = String(q.askedBefore);
            const p = document.createElement("p"); p.textContent = (n + 1) + ". " + q.prompt; box.append(p);
            if (q.choices.length) { const c = document.createElement("p"); c.textContent = "Choices: " + q.choices.join(" · "); box.append(c); }
            const go = document.createElement("button"); go.textContent = "Go to the moment before the answer";
            go.onclick = () => { stop(); show(Math.max(0, q.askedBefore - 1)); }; box.append(go);
            const d = document.createElement("details"), s = document.createElement("summary");
            s.textContent = "Reveal the answer"; d.append(s);
            const a = document.createElement("p"); a.textContent = "Answer: " + q.answer + (q.explanation ? ". " + q.explanation : ""); d.append(a);
            for (const i of q.evidence) {
              if (!R[i]) continue;
              const l = document.createElement("a"); l.href = "#record=" + i; l.textContent = R[i].line;
              l.onclick = e => { e.preventDefault(); stop(); show(i); };
              const line = document.createElement("div"); line.append(l); d.append(line);
            }
            box.append(d); quiz.append(box);
          });
        }

        const asked = /record=(\\d+)/.exec(location.hash);
        show(asked ? +asked[1] : 0);
        document.body.dataset.ready = "true";
        """
}
