"""Retrieval benchmark: build throughput, query latency (1k / 10k passages), recall@10 of gold documents.

    .venv/bin/python benchmarks/retrieval.py                 # everything (first run embeds ~59k spans: slow)
    .venv/bin/python benchmarks/retrieval.py --skip-build    # reuse cached embeddings only

* build: ``Index.build`` of the full HotpotQA corpus (994 passages) with a fresh MiniLM embedder, no cache.
* latency: indexes of the first 1k and 10k passages of musique + scifact + hotpotqa + climate_fever (real text),
  queried with the benchmark questions (k=10); p50 / p95 per mode, model warm, torch on ``--threads`` threads.
* recall@10: for each question with gold documents, the share of gold doc ids among the first 10 *distinct*
  documents of the top ``--spans`` (default 50) spans; also reported: distinct gold docs within the top 10 spans.

Embeddings for the latency and recall indexes are cached in ``runs/bench-cache`` (keyed by model name and text,
so the index content is identical to an uncached build); the build figure never uses the cache.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claimbound.claims.models import Document, Principal, SearchMode  # noqa: E402
from claimbound.claims.protocols import Embedder  # noqa: E402
from claimbound.paths import datasets_dir  # noqa: E402
from claimbound.retrieval import Index, MiniLMEmbedder, load_corpus  # noqa: E402

MODES = (SearchMode.BM25, SearchMode.DENSE, SearchMode.HYBRID)


class CachedEmbedder:
    """Wraps an embedder with an on-disk cache keyed by (model name, text)."""

    def __init__(self, inner: Embedder, path: Path) -> None:
        self.inner = inner
        self.name = inner.name
        self.path = path
        self.cache: dict[bytes, np.ndarray] = {}
        self.dirty = 0
        if path.is_file():
            data = np.load(path)
            self.cache = dict(zip([bytes(k) for k in data["keys"]], data["vecs"], strict=True))

    def _key(self, text: str) -> bytes:
        return hashlib.sha1(f"{self.name}\0{text}".encode()).digest()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        keys = [self._key(t) for t in texts]
        missing = [i for i, k in enumerate(keys) if k not in self.cache]
        if missing:
            vecs = self.inner.embed([texts[i] for i in missing])
            for i, v in zip(missing, vecs, strict=True):
                self.cache[keys[i]] = v
            self.dirty += len(missing)
            if self.dirty >= 5000:
                self.save()
        return np.stack([self.cache[k] for k in keys]).astype(np.float32)

    def save(self) -> None:
        if not self.dirty:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        keys = np.array(list(self.cache), dtype="S20")
        vecs = np.stack(list(self.cache.values())).astype(np.float32)
        tmp = self.path.with_suffix(".tmp.npz")
        np.savez(tmp, keys=keys, vecs=vecs)
        tmp.replace(self.path)
        self.dirty = 0


def questions(name: str) -> list[dict]:
    with (datasets_dir() / name / "questions.jsonl").open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(values, q))


def bench_build(threads: int, int8: bool) -> dict:
    corpus = datasets_dir() / "hotpotqa" / "corpus.jsonl"
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        idx = Index.build(corpus, Path(tmp) / "idx", embedder=MiniLMEmbedder(quantize=int8, batch_threads=threads))
        dt = time.perf_counter() - t0
    m = idx.manifest
    return {"passages": m.n_documents, "spans": m.n_spans, "seconds": dt}


def bench_latency(embedder: Embedder, sizes: Sequence[int], n_queries: int) -> list[dict]:
    pool: list[Document] = []
    for name in ("musique", "scifact", "hotpotqa", "climate_fever"):
        pool.extend(load_corpus(datasets_dir() / name))
    qs = [q["question"] for name in ("hotpotqa", "musique", "scifact") for q in questions(name)][:n_queries]
    rows = []
    principal = Principal()
    for size in sizes:
        docs = pool[:size]
        with tempfile.TemporaryDirectory() as tmp:
            idx = Index.build(docs, Path(tmp) / "idx", embedder=embedder)
            if isinstance(embedder, CachedEmbedder):
                embedder.save()
            live = Index.open(Path(tmp) / "idx")  # the real query encoder the manifest names, no cache
            live.warm_up()
            for mode in MODES:
                for q in qs[:5]:
                    live.search(q, principal, k=10, mode=mode)
                times = []
                for q in qs:
                    live._embedder._cache.clear()  # type: ignore[union-attr]  # time the query encoding too
                    t0 = time.perf_counter()
                    live.search(q, principal, k=10, mode=mode)
                    times.append((time.perf_counter() - t0) * 1000)
                rows.append(
                    {"passages": len(docs), "spans": len(idx), "mode": mode.value, "p50": pct(times, 50), "p95": pct(times, 95)}
                )
    return rows


def bench_recall(embedder: Embedder, names: Sequence[str], n_spans: int) -> list[dict]:
    rows = []
    for name in names:
        docs = load_corpus(datasets_dir() / name)
        items = [q for q in questions(name) if q["gold"]]
        with tempfile.TemporaryDirectory() as tmp:
            idx = Index.build(docs, Path(tmp) / "idx", embedder=embedder)
            if isinstance(embedder, CachedEmbedder):
                embedder.save()
            for mode in MODES:
                r_docs, r_spans = [], []
                for q in items:
                    gold = {g["doc_id"] for g in q["gold"]}
                    res = idx.search(q["question"], Principal(), k=n_spans, mode=mode)
                    seen: list[str] = []
                    for h in res.hits:
                        if h.span.doc_id not in seen:
                            seen.append(h.span.doc_id)
                    r_docs.append(len(gold & set(seen[:10])) / len(gold))
                    r_spans.append(len(gold & {h.span.doc_id for h in res.hits[:10]}) / len(gold))
                rows.append(
                    {
                        "dataset": name,
                        "mode": mode.value,
                        "n": len(items),
                        "recall@10docs": statistics.fmean(r_docs),
                        "recall@10spans": statistics.fmean(r_spans),
                    }
                )
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--datasets", nargs="+", default=["hotpotqa", "musique", "scifact"])
    ap.add_argument("--sizes", nargs="+", type=int, default=[1000, 10000])
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--spans", type=int, default=50, help="spans retrieved before deduplicating to 10 documents")
    ap.add_argument("--threads", type=int, default=1, help="torch threads for batch embedding")
    ap.add_argument("--cache", type=Path, default=ROOT / "runs" / "bench-cache" / "minilm.npz", help="embedding cache")
    ap.add_argument("--fp32", action="store_true", help="the float32 MiniLM instead of the default int8 one")
    ap.add_argument("--skip-build", action="store_true")
    ap.add_argument("--skip-latency", action="store_true")
    ap.add_argument("--skip-recall", action="store_true")
    args = ap.parse_args()

    import torch

    torch.set_num_threads(args.threads)
    import subprocess

    embedder = CachedEmbedder(MiniLMEmbedder(quantize=not args.fp32, batch_threads=args.threads), args.cache)
    training = subprocess.run(["pgrep", "-f", "train_nli"], capture_output=True, text=True).stdout.strip()
    print(f"# embedder {embedder.name}; torch threads {args.threads}; NLI training running during the run: {'yes' if training else 'no'}")

    if not args.skip_build:
        b = bench_build(args.threads, not args.fp32)
        print("\n## build (HotpotQA corpus, MiniLM embeddings computed, no cache)")
        print("| passages | spans | seconds | passages/s | spans/s |\n|---:|---:|---:|---:|---:|")
        print(f"| {b['passages']} | {b['spans']} | {b['seconds']:.1f} | {b['passages'] / b['seconds']:.1f} | {b['spans'] / b['seconds']:.1f} |")
    if not args.skip_latency:
        rows = bench_latency(embedder, args.sizes, args.queries)
        print(f"\n## query latency (k=10, {args.queries} queries, query embedding included)")
        print("| passages | spans | mode | p50 ms | p95 ms |\n|---:|---:|---|---:|---:|")
        for r in rows:
            print(f"| {r['passages']} | {r['spans']} | {r['mode']} | {r['p50']:.1f} | {r['p95']:.1f} |")
    if not args.skip_recall:
        rows = bench_recall(embedder, args.datasets, args.spans)
        print(f"\n## recall of gold documents (top-{args.spans} spans deduplicated to 10 documents; and within the top 10 spans)")
        print("| dataset | questions | mode | recall@10 docs | recall@10 spans |\n|---|---:|---|---:|---:|")
        for r in rows:
            print(f"| {r['dataset']} | {r['n']} | {r['mode']} | {r['recall@10docs']:.3f} | {r['recall@10spans']:.3f} |")
    embedder.save()


if __name__ == "__main__":
    main()
