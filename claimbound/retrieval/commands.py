"""``claimbound index`` and ``claimbound search``."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from claimbound.claims.models import PUBLIC_TENANT, Principal, SearchOutcome
from claimbound.errors import ConfigError, UnknownTenantError


def register(sub: Any) -> None:
    p = sub.add_parser("index", help="build a hybrid span index from a corpus", description=_cmd_index.__doc__)
    p.add_argument("corpus", help="corpus.jsonl, a folder holding corpus.jsonl, or a folder of .txt/.md files")
    p.add_argument("--out", required=True, help="index directory (replaced atomically if it is an index)")
    p.add_argument("--no-dense", action="store_true", help="BM25 only: skip the MiniLM embeddings")
    p.add_argument("--fp32", action="store_true", help="embed with the float32 model (default: int8, ~5x faster)")
    p.add_argument("--threads", type=int, default=None, help="torch threads for embedding (default: idle cores)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_cmd_index)

    s = sub.add_parser("search", help="search an index as a principal", description=_cmd_search.__doc__)
    s.add_argument("index", help="index directory built by `claimbound index`")
    s.add_argument("query")
    s.add_argument("--tenant", default=None, help="the caller's tenant (default: public documents only)")
    s.add_argument("--role", action="append", default=[], help="a role the caller holds (repeatable)")
    s.add_argument("--k", type=int, default=10, help="number of spans (default 10)")
    s.add_argument("--mode", default="hybrid", help="bm25 | dense | hybrid (default hybrid)")
    s.add_argument("--json", action="store_true", help="print the SearchResult as JSON")
    s.set_defaults(func=_cmd_search)


def _cmd_index(args: argparse.Namespace) -> int:
    """Cut a corpus into sentence spans and index them (BM25 + MiniLM embeddings)."""
    from claimbound.retrieval.embed import MiniLMEmbedder
    from claimbound.retrieval.index import Index

    t0 = time.perf_counter()
    if args.threads is not None and args.threads < 1:
        raise ConfigError(f"--threads must be at least 1 (got {args.threads})")
    embedder = MiniLMEmbedder(quantize=not args.fp32, batch_threads=args.threads)
    idx = Index.build(args.corpus, args.out, embedder=embedder, dense=not args.no_dense, progress=not args.quiet)
    dt = time.perf_counter() - t0
    m = idx.manifest
    print(
        f"indexed {m.n_documents} documents ({m.n_spans} spans) into {args.out} in {dt:.1f} s "
        f"({m.n_spans / max(dt, 1e-9):.0f} spans/s, model loading included)"
    )
    return 0


def _cmd_search(args: argparse.Namespace) -> int:
    """Search an index; only documents the principal (--tenant, --role) may see are scored."""
    from claimbound.retrieval.index import Index, _mode

    mode = _mode(args.mode)
    idx = Index.open(args.index)
    tenant = args.tenant
    if tenant and tenant != PUBLIC_TENANT and tenant not in idx.tenants():
        known = ", ".join(sorted(idx.tenants())) or "none (all documents are public)"
        raise UnknownTenantError(f"tenant {tenant!r} is not in the index at {args.index}; known tenants: {known}")
    result = idx.search(args.query, Principal(tenant=tenant, roles=args.role), k=args.k, mode=mode)
    if args.json:
        print(result.model_dump_json(indent=2))
    else:
        if result.message:
            print(f"{result.outcome.value}: {result.message}", file=sys.stderr)
        for i, hit in enumerate(result.hits, start=1):
            s = hit.span
            print(f"{i:>2}. {s.doc_id} [{s.start}:{s.end}] score={hit.score:.4f}  {s.text}")
    return 1 if result.outcome == SearchOutcome.SOURCE_ERROR else 0
