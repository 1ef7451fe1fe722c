"""``claimbound ask`` and ``claimbound replay``."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser("ask", help="answer a question from an index, citing only what the evidence proves",
                       description=_cmd_ask.__doc__)
    p.add_argument("index", help="index directory built by `claimbound index`")
    p.add_argument("question")
    p.add_argument("--tenant", default=None, help="the caller's tenant (default: public documents only)")
    p.add_argument("--role", action="append", default=[], help="a role the caller holds (repeatable)")
    p.add_argument("--lm", default=None, metavar="MODEL",
                   help="a litellm model for planning, query rewrites and prose (offline fallbacks on failure)")
    p.add_argument("--lm-api-base", default=None, metavar="URL", help="API base of the LM server (e.g. a local one)")
    p.add_argument("--verifier", default=None, help="embedded (default) | lexical | lm:<model> | cross-encoder path")
    p.add_argument("--max-hops", type=int, default=None, help="hop budget (default from Settings)")
    p.add_argument("--one-shot", action="store_true", help="the baseline: one retrieval on the raw question")
    p.add_argument("--json", action="store_true", help="print the GroundedAnswer as JSON")
    p.add_argument("--trace-out", default=None, metavar="FILE", help="write the run's trace (replayable) as JSON")
    p.add_argument("--redact", action="store_true", help="mask span text in the saved trace")
    p.set_defaults(func=_cmd_ask)

    r = sub.add_parser("replay", help="reproduce an answer from a saved trace with zero model calls",
                       description=_cmd_replay.__doc__)
    r.add_argument("trace", help="a trace written by `claimbound ask --trace-out`")
    r.add_argument("--json", action="store_true", help="print the GroundedAnswer as JSON")
    r.set_defaults(func=_cmd_replay)


def _cmd_ask(args: argparse.Namespace) -> int:
    """Plan, retrieve (as --tenant/--role), verify and answer; prints the answer, its citations with quotes,
    the claim table and the stop reason."""
    from claimbound.answer.render import render_answer
    from claimbound.claims import Principal
    from claimbound.pipeline import Pipeline, Settings, save_trace

    overrides: dict[str, Any] = {}
    if args.max_hops is not None:
        overrides["max_hops"] = args.max_hops
    if args.verifier:
        overrides["verifier"] = args.verifier
    if args.redact:
        overrides["redact_trace"] = True
    settings = Settings().merged(overrides)
    lm = None
    if args.lm:
        import dspy

        extra = {"api_base": args.lm_api_base} if args.lm_api_base else {}
        lm = dspy.LM(args.lm, num_retries=settings.lm_retries, **extra)
    pipe = Pipeline.from_index(args.index, settings=settings, lm=lm)
    principal = Principal(tenant=args.tenant, roles=list(args.role))
    if args.one_shot:
        answer, trace = pipe.one_shot_with_trace(args.question, principal)
    else:
        answer, trace = pipe.ask_with_trace(args.question, principal)
    if args.trace_out:
        save_trace(trace, args.trace_out, redact=settings.redact_trace)
    if args.json:
        sys.stdout.write(answer.model_dump_json(indent=2) + "\n")
    else:
        print(render_answer(answer))
        if args.trace_out:
            print(f"Trace written to {args.trace_out} (replay: claimbound replay {args.trace_out})")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    """Re-run the controller over a saved trace: every model output comes from the file, nothing is called."""
    from claimbound.answer.render import render_answer
    from claimbound.pipeline import load_trace, replay

    answer = replay(load_trace(args.trace))
    if args.json:
        sys.stdout.write(answer.model_dump_json(indent=2) + "\n")
    else:
        print(render_answer(answer))
    return 0
