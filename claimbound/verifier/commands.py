"""``claimbound verify --claim ... --evidence ...``."""

from __future__ import annotations

import argparse
import json
from typing import Any

from claimbound.claims.models import Claim, DocMetadata, Span
from claimbound.errors import UserInputError

__all__ = ["register"]


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("verify", help="judge whether evidence text supports a claim (0 / 0.5 / 1)",
                              description="Judge whether each --evidence text supports the --claim.")
    p.add_argument("--claim", required=True, help="the claim to check")
    p.add_argument("--evidence", required=True, action="append",
                   help="evidence text (repeat for several spans)")
    p.add_argument("--slot", default=None, help="open slot name when the claim contains {slot}")
    p.add_argument("--source", action="append", default=[],
                   help="the source of each --evidence, in order (repeat; one value applies to all)")
    p.add_argument("--reported-in", default=None,
                   help="where the claim was reported ('the Fortune article'); evidence from another --source "
                        "supports it only partly")
    p.add_argument("--verifier", default="embedded",
                   help="embedded (default), lexical, lm:<litellm model>, or a cross-encoder name/path")
    p.add_argument("--api-base", default=None, metavar="URL",
                   help="OpenAI-compatible server of an lm:<model> verifier (e.g. a local one)")
    p.add_argument("--no-checks", action="store_true", help="turn off the deterministic number/date/entity checks")
    p.add_argument("--json", action="store_true", help="print the Support objects as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from claimbound.verifier.registry import load_verifier
    from claimbound.verifier.tables import build_tables

    if not args.claim.strip():
        raise UserInputError("--claim is empty; pass the statement to check")
    texts = [e for e in args.evidence if e.strip()]
    if not texts:
        raise UserInputError("--evidence is empty; pass at least one evidence text")
    sources = list(args.source) * len(texts) if len(args.source) == 1 else list(args.source)
    if sources and len(sources) != len(texts):
        raise UserInputError(f"{len(args.source)} --source for {len(texts)} --evidence; give one per --evidence, "
                             "in order, or one for all")
    kwargs: dict[str, Any] = {"checks": False} if args.no_checks else {}
    if args.api_base and args.verifier.startswith("lm:"):
        kwargs["api_base"] = args.api_base
    verifier = load_verifier(args.verifier, **kwargs)
    claim = Claim(id="c1", text=args.claim.strip(), sub_question_id="sq1", slot=args.slot,
                  reported_in=[args.reported_in] if args.reported_in else [])
    spans = [Span(span_id=f"evidence#{i}", doc_id=f"evidence{i}", start=0, end=len(t), text=t,
                  metadata=DocMetadata(source=sources[i] if sources else None))
             for i, t in enumerate(texts)]
    supports = verifier.verify([claim], spans)
    coverage, conflicts = build_tables([claim], supports)
    if args.json:
        print(json.dumps({"supports": [s.model_dump(mode="json") for s in coverage.rows[0].supports],
                          "level": coverage.rows[0].level,
                          "conflicts": [c.model_dump(mode="json") for c in conflicts.conflicts]}, indent=2))
        return 0
    for s in coverage.rows[0].supports:
        probs = " ".join(f"{k[:3]}={v:.2f}" for k, v in s.probs.items())
        line = f"{s.span.span_id}: level {s.level} {s.relation.value} ({probs})"
        if s.binding:
            line += f" {s.binding.slot}={s.binding.value!r}"
        if s.reason:
            line += f" [{s.reason}]"
        print(line)
    print(f"best level: {coverage.rows[0].level}")
    return 0
