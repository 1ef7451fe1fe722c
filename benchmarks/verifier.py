"""Verifier benchmark: claim-vs-evidence 3-way classification, conflicts and throughput.

Sets (all read through claimbound.paths; nothing here is used for training):

- ``scifact``: each gold (claim, abstract) with rationale sentences -> the claim vs its rationale window (the gold
  sentences joined; SUPPORT -> entails, CONTRADICT -> contradicts) plus the claim vs one seeded non-rationale
  sentence of the same abstract -> neutral. ``scifact_sent``: the claim vs each gold rationale sentence alone.
- ``climate_fever``: each claim vs each of its 5 annotated evidence sentences (SUPPORT / CONTRADICT / not in gold ->
  neutral). ``climate_fever_conflicts``: a claim is predicted DISPUTED when the ConflictTable over its 5 sentences
  is non-empty; precision / recall against the DISPUTED label.
- evaluation-only NLI sets from ../shared/nli: rte (2-way: entails vs not), healthver (test), sick (test),
  anli_dev, control (seeded sample of ``--limit`` pairs each).
- ``heldout`` (opt-in, not a benchmark): the training sets' held-out slices, rebuilt by ``scripts/train_nli.py``
  from the shipped model's ``training.json`` (seed, slice size, subsampling): the pairs a change to the verifier's
  rules is chosen on, since its thresholds were chosen on them and no benchmark item is among them.

Each verifier is run through ``verify_pairs`` (the full algorithm: atomic facts, checks, thresholds); relation
``entails`` / ``neutral`` / ``contradicts`` is the prediction. Throughput: (claim, span) pairs per second on the
scifact + climate_fever pairs with ``--threads`` threads at each batch size; the best is reported.

    .venv/bin/python benchmarks/verifier.py                       # embedded (+checks, raw) and lexical
    .venv/bin/python benchmarks/verifier.py --verifiers embedded --limit 300
    .venv/bin/python benchmarks/verifier.py --verifiers embedded-torch,embedded-onnx --sets scifact --model-dir DIR
    .venv/bin/python benchmarks/verifier.py --verifiers embedded-torch,embedded-noguard   # the topic guard on / off
    .venv/bin/python benchmarks/verifier.py --verifiers embedded-torch,embedded-bf16  # bf16 forced, to compare
    .venv/bin/python benchmarks/verifier.py --verifiers embedded-torch --ceiling   # how far thresholds alone could go

An LM judge (``lm:<litellm model>``; slow on a CPU) is best compared on a seeded sample of every set, the same for
each verifier in the run (``--sample``); pairs the LM failed on count as neutral and are reported (``lm_errors``):

    scripts/local_lm.sh serve &   # Qwen2.5-Coder-1.5B-Instruct on 127.0.0.1:8080
    .venv/bin/python benchmarks/verifier.py --verifiers lm:openai/local,embedded-torch,lexical \
        --api-base http://127.0.0.1:8080/v1 --sets scifact,climate_fever,rte --sample 100 --no-conflicts
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claimbound.claims.models import Claim, Span  # noqa: E402
from claimbound.paths import datasets_dir, nli_dir  # noqa: E402

LABELS = ["entails", "neutral", "contradicts"]
_NLI_MAP = {"entailment": "entails", "neutral": "neutral", "contradiction": "contradicts",
            "not_entailment": "not_entails"}

Pair = tuple[str, str, str, str]  # premise, hypothesis, gold label, title


def _read(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def scifact_pairs(seed: int) -> tuple[list[Pair], list[Pair]]:
    root = datasets_dir() / "scifact"
    docs = {d["doc_id"]: d for d in _read(root / "corpus.jsonl")}
    rng = random.Random(seed)
    window, sentences = [], []
    for q in _read(root / "questions.jsonl"):
        for g in q["gold"]:
            if not g.get("sentences"):
                continue
            doc = docs[g["doc_id"]]
            sents = doc["sentences"]
            gold = "entails" if g["label"] == "SUPPORT" else "contradicts"
            idx = sorted(set(g["sentences"]))
            window.append((" ".join(sents[i] for i in idx), q["question"], gold, doc.get("title", "")))
            for i in idx:
                sentences.append((sents[i], q["question"], gold, doc.get("title", "")))
            others = [i for i in range(len(sents)) if i not in idx]
            if others:
                window.append((sents[rng.choice(others)], q["question"], "neutral", doc.get("title", "")))
    return window, sentences


def climate_fever_pairs() -> tuple[list[Pair], list[tuple[str, str, str, list[dict]]]]:
    root = datasets_dir() / "climate_fever"
    docs = {d["doc_id"]: d for d in _read(root / "corpus.jsonl")}
    pairs: list[Pair] = []
    claims = []
    for q in _read(root / "questions.jsonl"):
        gold = {g["doc_id"]: g["label"] for g in q["gold"]}
        cands = q["metadata"].get("candidate_doc_ids") or list(gold)
        for did in cands:
            lab = {"SUPPORT": "entails", "CONTRADICT": "contradicts"}.get(gold.get(did, ""), "neutral")
            pairs.append((docs[did]["text"], q["question"], lab, docs[did].get("title", "")))
        claims.append((q["id"], q["question"], q["label"], [docs[d] for d in cands]))
    return pairs, claims


def nli_pairs(name: str, split_prefix: str | None, limit: int, seed: int) -> list[Pair]:
    rows = [r for r in _read(nli_dir() / name / "pairs.jsonl")
            if r.get("label") in _NLI_MAP and (split_prefix is None or str(r.get("split", "")).startswith(split_prefix))]
    rng = random.Random(seed)
    if limit and len(rows) > limit:
        rows = rng.sample(rows, limit)
    return [(r["premise"], r["hypothesis"], _NLI_MAP[r["label"]], "") for r in rows]


def heldout_pairs(model_dir: Path | None) -> list[Pair]:
    """The shipped model's held-out slices of its training sets, all pooled (VitaminC hard negatives included)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import train_nli

    from claimbound.verifier.embedded import default_model_dir

    a = json.loads(((model_dir or default_model_dir()) / "training.json").read_text())["args"]
    _, held, _ = train_nli.build_data(int(a["seed"]), int(a["heldout"]), int(a["breaking_contra"]), int(a["hardneg"]))
    return [(r["premise"], r["hypothesis"], _NLI_MAP[r["label"]], "") for rows in held.values() for r in rows]


def to_objects(pairs: list[Pair]) -> list[tuple[Claim, Span]]:
    out = []
    for i, (premise, hyp, _gold, title) in enumerate(pairs):
        claim = Claim(id=f"c{i}", text=hyp, sub_question_id="sq1")
        span = Span(span_id=f"d{i}#0", doc_id=f"d{i}", start=0, end=len(premise), text=premise, title=title)
        out.append((claim, span))
    return out


def metrics(gold: list[str], pred: list[str]) -> dict:
    two_way = any(g == "not_entails" for g in gold)
    if two_way:
        pred = ["entails" if p == "entails" else "not_entails" for p in pred]
        labels = ["entails", "not_entails"]
    else:
        labels = LABELS
    out: dict = {"n": len(gold), "accuracy": sum(g == p for g, p in zip(gold, pred, strict=True)) / max(1, len(gold))}
    f1s = []
    for lab in labels:
        tp = sum(g == lab and p == lab for g, p in zip(gold, pred, strict=True))
        fp = sum(g != lab and p == lab for g, p in zip(gold, pred, strict=True))
        fn = sum(g == lab and p != lab for g, p in zip(gold, pred, strict=True))
        if tp + fn == 0:
            continue
        prec = tp / (tp + fp) if tp + fp else 0.0
        rec = tp / (tp + fn)
        f1s.append(2 * prec * rec / (prec + rec) if prec + rec else 0.0)
        out[f"P_{lab}"], out[f"R_{lab}"] = prec, rec
    out["macro_f1"] = sum(f1s) / len(f1s) if f1s else 0.0
    return out


def run_set(verifier, pairs: list[Pair]) -> tuple[dict, float, list]:  # type: ignore[no-untyped-def]
    objs = to_objects(pairs)
    t = time.perf_counter()
    sups = verifier.verify_pairs(objs)
    dt = time.perf_counter() - t
    pred = [s.relation.value for s in sups]
    m = metrics([p[2] for p in pairs], pred)
    errors = sum(s.reason.startswith("lm_error") for s in sups)
    if errors:
        m["lm_errors"] = errors
    return m, len(pairs) / dt, sups


def ceiling(model, pairs: list[Pair]) -> dict:  # type: ignore[no-untyped-def]
    """The best macro-F1 the model's own probabilities reach on ``pairs`` over a grid of cut-offs (entailment and
    contradiction, 0.05 to 0.95 in steps of 0.05; entailment wins a tie), with no checks and no atomic splitting.
    The cut-offs are read off the set itself: a ceiling for what other thresholds could give, not a result."""
    probs = model.predict([p[0] for p in pairs], [p[1] for p in pairs])
    gold = [p[2] for p in pairs]
    grid = [round(0.05 * i, 2) for i in range(1, 20)]
    best = (-1.0, 0.0, 0.0)
    for te in grid:
        for tc in grid:
            pred = ["entails" if p["entailment"] >= te and p["entailment"] >= p["contradiction"]
                    else "contradicts" if p["contradiction"] >= tc else "neutral" for p in probs]
            best = max(best, (metrics(gold, pred)["macro_f1"], te, tc))
    return {"macro_f1": best[0], "entail": best[1], "contradict": best[2]}


def conflicts_eval(cf_pairs: list[Pair], sups: list, claims: list[tuple[str, str, str, list[dict]]]) -> dict:
    """DISPUTED claims vs non-empty ConflictTables, reusing the climate_fever judgements (same pairs, same order)."""
    from claimbound.verifier import build_tables

    pos = 0
    tp = fp = fn = 0
    for qid, text, label, docs in claims:
        claim = Claim(id=qid, text=text, sub_question_id="sq1")
        mine = [s.model_copy(update={"claim_id": qid}) for s in sups[pos : pos + len(docs)]]
        assert all(p[1] == text for p in cf_pairs[pos : pos + len(docs)])
        pos += len(docs)
        _, table = build_tables([claim], mine)
        predicted = bool(table.conflicts)
        gold = label == "DISPUTED"
        tp += predicted and gold
        fp += predicted and not gold
        fn += gold and not predicted
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    return {"n_claims": len(claims), "n_disputed": tp + fn, "predicted": tp + fp, "precision": prec, "recall": rec,
            "f1": 2 * prec * rec / (prec + rec) if prec + rec else 0.0}


def throughput(verifier, pairs: list[Pair], batch_sizes: list[int], n: int) -> dict:  # type: ignore[no-untyped-def]
    sample = pairs[:n]
    prem = [verifier.premise(s) for _, s in to_objects(sample)]
    hyps = [p[1] for p in sample]
    out = {}
    for bs in batch_sizes:
        verifier.model.batch_size = bs
        verifier.score_pairs(prem[:32], hyps[:32])  # warm
        t = time.perf_counter()
        verifier.score_pairs(prem, hyps)
        out[bs] = len(sample) / (time.perf_counter() - t)
    verifier.model.batch_size = max(out, key=out.get)
    t = time.perf_counter()
    verifier.verify_pairs(to_objects(sample))
    out["full_verify_at_best"] = len(sample) / (time.perf_counter() - t)
    return out


def make(name: str, threads: int, model_dir: Path | None = None,  # type: ignore[no-untyped-def]
         max_length: int | None = None, api_base: str | None = None):
    from claimbound.verifier import EmbeddedNLIVerifier, LexicalVerifier
    from claimbound.verifier.embedded import bf16_supported

    kw = {"threads": threads, "max_length": max_length}
    if name == "embedded":  # precision "auto": the int8 ONNX model when the folder has one, else torch
        return EmbeddedNLIVerifier(model_dir, **kw)
    if name == "embedded-raw":  # no deterministic checks, no atomic splitting
        return EmbeddedNLIVerifier(model_dir, **kw, checks=False, split_atoms=False)
    if name == "embedded-fp32":
        return EmbeddedNLIVerifier(model_dir, **kw, precision="fp32")
    if name == "embedded-bf16":  # torch bf16 autocast even where the CPU has no bf16 instructions (oneDNN converts)
        return EmbeddedNLIVerifier(model_dir, **kw, precision="bf16")
    if name == "embedded-torch":  # torch, bf16 autocast where the CPU supports it
        return EmbeddedNLIVerifier(model_dir, **kw, precision="bf16" if bf16_supported() else "fp32")
    if name == "embedded-noguard":  # torch as embedded-torch, with the topic guard off (thresholds.contradict_overlap 0)
        from claimbound.verifier import Thresholds
        from claimbound.verifier.embedded import default_model_dir

        shipped = Thresholds.from_file((model_dir or default_model_dir()) / "thresholds.json")
        return EmbeddedNLIVerifier(model_dir, **kw, precision="bf16" if bf16_supported() else "fp32",
                                   thresholds=shipped.model_copy(update={"contradict_overlap": 0.0}))
    if name == "embedded-int8":  # torch, dynamic int8 Linear layers (no export step)
        return EmbeddedNLIVerifier(model_dir, **kw, precision="int8")
    if name == "embedded-onnx":  # ONNX Runtime, int8 (needs model.int8.onnx: scripts/export_onnx.py)
        return EmbeddedNLIVerifier(model_dir, **kw, precision="onnx-int8")
    if name == "lexical":
        return LexicalVerifier()
    if name == "lexical-raw":
        return LexicalVerifier(checks=False, split_atoms=False)
    if name.startswith("lm:"):  # failures are recorded as neutral (counted in lm_errors), not fatal
        import dspy

        from claimbound.lmserver import server_kwargs
        from claimbound.verifier import LMJudgeVerifier

        lm = dspy.LM(name[3:], temperature=0.0, max_tokens=200, **server_kwargs(api_base))
        return LMJudgeVerifier(lm=lm, on_error="neutral")
    from claimbound.verifier import load_verifier

    return load_verifier(name)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--verifiers", default="embedded,embedded-raw,lexical")
    ap.add_argument("--sets", default="scifact,scifact_sent,climate_fever,rte,healthver,sick,anli_dev,control")
    ap.add_argument("--limit", type=int, default=800, help="pairs sampled per evaluation-only NLI set (0 = all)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--batch-sizes", default="8,16,32,64")
    ap.add_argument("--throughput-pairs", type=int, default=512)
    ap.add_argument("--no-conflicts", action="store_true")
    ap.add_argument("--out", type=Path, default=ROOT / "runs" / "bench_verifier.json")
    ap.add_argument("--model-dir", type=Path, default=None,
                    help="model folder for the embedded-* verifiers (default: the one shipped in the package)")
    ap.add_argument("--max-length", type=int, default=None,
                    help="tokens per (span, claim) pair for the embedded-* verifiers (default: the model folder's)")
    ap.add_argument("--sample", type=int, default=0,
                    help="score a seeded sample of this many pairs of every set (0 = all; conflicts need all)")
    ap.add_argument("--api-base", default=None, help="OpenAI-compatible server for lm:<model> verifiers")
    ap.add_argument("--ceiling", action="store_true",
                    help="also the best macro-F1 of each embedded model's raw probabilities over a grid of cut-offs "
                         "read off each set (a ceiling for thresholds, not a result)")
    args = ap.parse_args(argv)
    if args.sample and not args.no_conflicts:
        ap.error("--sample scores part of Climate-FEVER, so its claims' conflicts cannot be judged; add --no-conflicts")

    import torch

    torch.set_num_threads(args.threads)
    sets: dict[str, list[Pair]] = {}
    wanted = args.sets.split(",")
    sf_window, sf_sent = scifact_pairs(args.seed)
    cf_pairs, cf_claims = climate_fever_pairs()
    sets["scifact"], sets["scifact_sent"], sets["climate_fever"] = sf_window, sf_sent, cf_pairs
    sets["rte"] = nli_pairs("rte", None, args.limit, args.seed)
    sets["healthver"] = nli_pairs("healthver", "test", args.limit, args.seed)
    sets["sick"] = nli_pairs("sick", "test", args.limit, args.seed)
    sets["anli_dev"] = nli_pairs("anli_dev", None, args.limit, args.seed)
    sets["control"] = nli_pairs("control", None, args.limit, args.seed)
    if "heldout" in wanted:
        sets["heldout"] = heldout_pairs(args.model_dir)
    sets = {k: v for k, v in sets.items() if k in wanted}
    if args.sample:
        sets = {k: random.Random(args.seed).sample(v, min(args.sample, len(v))) for k, v in sets.items()}
    results: dict = {"sets": {k: len(v) for k, v in sets.items()}, "sample": args.sample, "seed": args.seed,
                     "verifiers": {}, "threads": args.threads,
                     "torch_threads": torch.get_num_threads()}
    for vname in args.verifiers.split(","):
        v = make(vname, args.threads, args.model_dir, args.max_length, args.api_base)
        res: dict = {}
        if hasattr(v, "model"):
            res["backend"] = (f"{type(v.model).__name__} {v.model.precision} from {v.model.path}, "
                              f"max_length {v.model.max_length}")
            print(f"{vname:14s} backend {res['backend']}", flush=True)
        cf_sups: list = []
        for sname, pairs in sets.items():
            m, rate, sups = run_set(v, pairs)
            if sname == "climate_fever":
                cf_sups = sups
            m["pairs_per_s"] = rate
            res[sname] = m
            print(f"{vname:14s} {sname:14s} n={m['n']:5d} acc={m['accuracy']:.3f} macroF1={m['macro_f1']:.3f} "
                  f"({rate:.1f} pairs/s)" + (f" lm_errors={m['lm_errors']}" if "lm_errors" in m else ""), flush=True)
            if args.ceiling and hasattr(v, "model"):
                m["ceiling"] = c = ceiling(v.model, pairs)
                print(f"{vname:14s} {sname:14s} ceiling (cut-offs read off this set, raw model): "
                      f"macroF1={c['macro_f1']:.3f} at entail {c['entail']}, contradict {c['contradict']}", flush=True)
        if not args.no_conflicts and "climate_fever" in sets:
            res["climate_fever_conflicts"] = conflicts_eval(cf_pairs, cf_sups, cf_claims)
            print(f"{vname:14s} conflicts {res['climate_fever_conflicts']}", flush=True)
        if hasattr(v, "model") and hasattr(v.model, "batch_size"):
            res["throughput"] = throughput(v, sf_window + cf_pairs, [int(b) for b in args.batch_sizes.split(",")],
                                           args.throughput_pairs)
            print(f"{vname:14s} throughput {res['throughput']}", flush=True)
        results["verifiers"][vname] = res
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2, default=str) + "\n")
    print_table(results)
    return 0


def print_table(results: dict) -> None:
    vnames = list(results["verifiers"])
    sets = [s for s in results["sets"]]
    print("\n| set | n | " + " | ".join(f"{v} acc / macro-F1" for v in vnames) + " |")
    print("|---|---|" + "---|" * len(vnames))
    for s in sets:
        cells = []
        for v in vnames:
            m = results["verifiers"][v].get(s)
            cells.append(f"{m['accuracy']:.3f} / {m['macro_f1']:.3f}" if m else "-")
        print(f"| {s} | {results['sets'][s]} | " + " | ".join(cells) + " |")
    print("\nPer-class precision / recall (entails, neutral, contradicts):")
    for v in vnames:
        for s in sets:
            m = results["verifiers"][v].get(s)
            if not m:
                continue
            pr = ", ".join(f"{lab[:4]} {m.get('P_' + lab, 0):.2f}/{m.get('R_' + lab, 0):.2f}"
                           for lab in LABELS + ["not_entails"] if "R_" + lab in m)
            print(f"  {v:14s} {s:14s} {pr}")
    for v in vnames:
        c = results["verifiers"][v].get("climate_fever_conflicts")
        if c:
            print(f"Climate-FEVER DISPUTED as conflicts, {v}: precision {c['precision']:.3f} recall {c['recall']:.3f} "
                  f"(predicted {c['predicted']}, gold {c['n_disputed']} of {c['n_claims']} claims)")
        t = results["verifiers"][v].get("throughput")
        if t:
            best = max((k for k in t if k != "full_verify_at_best"), key=lambda k: t[k])
            print(f"Throughput {v} ({results['threads']} threads): " + ", ".join(
                f"batch {k}: {t[k]:.0f}" for k in t if k != "full_verify_at_best")
                + f" pairs/s; best batch {best}; full verify (atoms+checks) {t['full_verify_at_best']:.0f} pairs/s")


if __name__ == "__main__":
    raise SystemExit(main())
