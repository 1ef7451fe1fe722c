"""A self-contained HTML report: summary table, inline SVG plots, error counts and a drill-down per question."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from claimbound.eval.runner import EvalRun

_COLORS = ("#4472c4", "#ed7d31", "#70ad47", "#7f6000", "#a5a5a5", "#5b9bd5")
_BAR_KEYS = ("decision_accuracy", "label_macro_f1", "answer_in_cited", "short_answer_match", "abstention_precision",
             "abstention_recall", "complete_evidence", "evidence_recall", "mrr", "citation_precision", "claim_coverage",
             "complete_not_gold", "acl_leak_rate")


def _svg_grouped_bars(title: str, groups: Sequence[str], series: Sequence[tuple[str, Sequence[float | None]]],
                      vmax: float | None = None) -> str:
    gw, bw, h, left, top = 70, 0, 180, 40, 24
    n = max(1, len(series))
    bw = max(6, (gw - 14) // n)
    width = left + gw * len(groups) + 20
    allv = [v for _, vals in series for v in vals if v is not None]
    vmax = vmax or (max(allv) if allv else 1.0) or 1.0
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h + 110}" role="img">',
             f'<text x="4" y="14" font-size="13" font-weight="bold">{escape(title)}</text>',
             f'<line x1="{left}" y1="{top + h}" x2="{width - 10}" y2="{top + h}" stroke="#888"/>']
    for frac in (0.0, 0.5, 1.0):
        y = top + h - frac * h
        parts.append(f'<text x="2" y="{y + 4:.0f}" font-size="10">{vmax * frac:.2g}</text>')
    for gi, g in enumerate(groups):
        x0 = left + gi * gw + 6
        for si, (sname, vals) in enumerate(series):
            v = vals[gi]
            if v is None:
                continue
            bh = h * min(v, vmax) / vmax
            parts.append(f'<rect x="{x0 + si * bw}" y="{top + h - bh:.1f}" width="{bw - 2}" height="{bh:.1f}" '
                         f'fill="{_COLORS[si % len(_COLORS)]}"><title>{escape(sname)} {escape(g)}: {v:.3f}'
                         f'</title></rect>')
        parts.append(f'<text x="{x0}" y="{top + h + 12}" font-size="10" transform="rotate(35 {x0} {top + h + 12})">'
                     f'{escape(g)}</text>')
    for si, (sname, _) in enumerate(series):
        parts.append(f'<rect x="{left + si * 110}" y="{h + 95}" width="10" height="10" '
                     f'fill="{_COLORS[si % len(_COLORS)]}"/><text x="{left + si * 110 + 14}" y="{h + 104}" '
                     f'font-size="11">{escape(sname)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _svg_scatter(title: str, points: Sequence[tuple[str, float, float]], xlabel: str, ylabel: str) -> str:
    w, h, left, top = 360, 220, 50, 24
    xs = [p[1] for p in points] or [1.0]
    xmax = max(xs) * 1.2 or 1.0
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w + left + 20}" height="{h + 60}" role="img">',
             f'<text x="4" y="14" font-size="13" font-weight="bold">{escape(title)}</text>',
             f'<line x1="{left}" y1="{top + h}" x2="{left + w}" y2="{top + h}" stroke="#888"/>',
             f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + h}" stroke="#888"/>',
             f'<text x="{left + w // 2}" y="{top + h + 30}" font-size="11">{escape(xlabel)}</text>',
             f'<text x="4" y="{top + 10}" font-size="11">{escape(ylabel)}</text>',
             f'<text x="{left - 20}" y="{top + h}" font-size="10">0</text>',
             f'<text x="{left - 20}" y="{top + 8}" font-size="10">1</text>',
             f'<text x="{left + w - 30}" y="{top + h + 14}" font-size="10">{xmax:.3g}</text>']
    for i, (name, x, y) in enumerate(points):
        cx, cy = left + w * x / xmax, top + h - h * y
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="6" fill="{_COLORS[i % len(_COLORS)]}">'
                     f'<title>{escape(name)}: x={x:.3f} y={y:.3f}</title></circle>'
                     f'<text x="{cx + 8:.1f}" y="{cy + 4:.1f}" font-size="11">{escape(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def render_html(run: EvalRun) -> str:
    sums = run.payload.summaries
    names = [s.system for s in sums]
    bar_keys = [k for k in _BAR_KEYS if sums and any(m.key == k and m.value is not None for m in sums[0].metrics)]
    bars = _svg_grouped_bars(
        "Metrics per system", [sums[0].metric(k).name for k in bar_keys] if sums else [],
        [(s.system, [s.metric(k).value for k in bar_keys]) for s in sums], vmax=1.0)
    pts = []
    for s in sums:
        acc = s.metric("decision_accuracy").value
        wall = s.metric("wall_p50_ms").value
        if acc is not None and wall is not None:
            pts.append((s.system, wall / 1000, acc))
    scatter = _svg_scatter("Cost vs accuracy", pts, "wall p50 (s / question)", "decision accuracy")
    reasons = sorted({r for s in sums for r in s.stop_reasons})
    stops = _svg_grouped_bars("Stop reasons", reasons, [(s.system, [float(s.stop_reasons.get(r, 0)) for r in reasons])
                                                         for s in sums])
    stages = sorted({f.stage for f in run.payload.errors.failures})
    stage_svg = _svg_grouped_bars("Failures by stage", stages,
                                  [(n, [float(run.payload.errors.counts(n).get(st, 0)) for st in stages])
                                   for n in names])

    h: list[str] = [
        "<!doctype html><html><head><meta charset='utf-8'><title>claimbound eval: "
        f"{escape(str(run.dataset.get('name')))}</title><style>"
        "body{font-family:system-ui,sans-serif;margin:2em;max-width:1200px}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:3px 6px;font-size:13px;vertical-align:top}"
        "pre{white-space:pre-wrap;background:#f6f6f6;padding:6px}.bad{color:#b00}.ok{color:#070}"
        "details{margin:4px 0}summary{cursor:pointer}</style></head><body>",
        f"<h1>claimbound eval: {escape(str(run.dataset.get('name')))}</h1>",
        f"<p>{len(run.items)} items; systems {escape(', '.join(names))}; config "
        f"<code>{escape(str(run.config))}</code>; dataset hashes <code>{escape(str(run.dataset.get('hashes')))}"
        "</code></p>",
        f"<h2>Summary</h2><pre>{escape(run.table())}</pre>",
        f"<div>{bars}</div><div style='display:flex;gap:2em;flex-wrap:wrap'>{scatter}{stops}{stage_svg}</div>",
        "<h2>Decisions (expected &rarr; predicted)</h2>",
    ]
    for s in sums:
        h.append(f"<h3>{escape(s.system)}</h3><table><tr><th>expected</th><th>predicted: count</th></tr>")
        for exp, preds in sorted(s.decisions.items()):
            h.append(f"<tr><td>{escape(exp)}</td><td>{escape(', '.join(f'{p}: {c}' for p, c in preds.items()))}"
                     "</td></tr>")
        h.append(f"</table><p>self-complete &times; gold-complete: {escape(str(s.confusion_complete))}</p>")
        if len(s.by_type) > 1:
            h.append("<table><tr><th>question type</th><th>n</th><th>decision accuracy</th>"
                     "<th>Complete-evidence@k</th></tr>")
            for t, v in s.by_type.items():
                ce = v.get("complete_evidence")
                h.append(f"<tr><td>{escape(t)}</td><td>{v['n']:.0f}</td><td>{v['decision_accuracy']:.3f}</td>"
                         f"<td>{'' if ce is None else f'{ce:.3f}'}</td></tr>")
            h.append("</table>")
    h.append("<h2>Questions</h2>")
    by_key = {(r.item_id, r.system): r for r in run.records}
    scores = {(s.item_id, s.system): s for s in run.payload.scores}
    fails = {(f.item_id, f.system): f for f in run.payload.errors.failures}
    for item in run.items:
        marks = []
        for n in names:
            f = fails.get((item.id, n))
            marks.append(f"<span class='{'bad' if f else 'ok'}'>{escape(n)}: "
                         f"{escape(f.stage) if f else 'ok'}</span>")
        h.append(f"<details><summary><b>{escape(item.id)}</b> {escape(item.question[:140])} &mdash; "
                 f"{' | '.join(marks)}</summary>")
        h.append(f"<p>expected: {escape(item.label or item.expected_decision)}; answers: "
                 f"{escape(str(item.facts or item.answers))}; gold: "
                 f"{escape(', '.join(g.doc_id + (str(g.sentences) if g.sentences else '') for g in item.gold))}</p>")
        for n in names:
            r, sc, f = by_key.get((item.id, n)), scores.get((item.id, n)), fails.get((item.id, n))
            if r is None or sc is None:
                continue
            h.append(f"<h4>{escape(n)}: {escape(sc.predicted_label or sc.predicted_decision or 'error')} "
                     f"(stop {escape(str(sc.stop_reason))}, coverage {sc.coverage:.2f}, {sc.wall_ms:.0f} ms)</h4>")
            if f is not None:
                h.append(f"<p class='bad'>broke at <b>{escape(f.stage)}</b>: {escape(f.reason)}</p>")
            if r.answer is not None:
                h.append(f"<pre>{escape(r.answer.text)}</pre><ul>")
                for c in r.answer.citations:
                    h.append(f"<li>[{escape(c.span_id)}] {escape(c.quote[:300])}</li>")
                h.append("</ul>")
            if sc.claims:
                h.append("<table><tr><th>claim</th><th>level</th><th>relation</th><th>score</th><th>best span</th></tr>")
                for cv in sc.claims:
                    h.append(f"<tr><td>{escape(cv.text)}</td><td>{cv.level}</td><td>{escape(str(cv.relation))}</td>"
                             f"<td>{'' if cv.best_score is None else f'{cv.best_score:.3f}'}</td>"
                             f"<td>{escape(str(cv.best_doc_id))}: {escape(str(cv.best_text))}</td></tr>")
                h.append("</table>")
            if sc.missing_gold:
                h.append(f"<p>gold not retrieved in top k: {escape(', '.join(sc.missing_gold))}</p>")
            for leak in sc.leaks:
                h.append(f"<p class='bad'>LEAK {escape(leak.doc_id)} at {escape(leak.where)}: "
                         f"{escape(leak.detail)}</p>")
            if r.error:
                h.append(f"<p class='bad'>error: {escape(r.error)}</p>")
        h.append("</details>")
    h.append("</body></html>")
    return "\n".join(h)
