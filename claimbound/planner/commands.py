"""``claimbound plan "QUESTION" [--lm MODEL] [--api-base URL] [--json | --mermaid]``."""

from __future__ import annotations

import argparse

from claimbound.claims.protocols import Planner


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("plan", help="decompose a question into a DAG of sub-questions and claims")
    p.add_argument("question", help="the question (or claim) to plan")
    p.add_argument("--lm", default=None, help="litellm model string for the DSPy planner (default: rule planner)")
    p.add_argument("--api-base", default=None, help="OpenAI-compatible server URL, e.g. http://127.0.0.1:8080/v1")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print the plan as JSON")
    out.add_argument("--mermaid", action="store_true", help="print the plan as Mermaid flowchart text")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from claimbound.planner import DSPyPlanner, RulePlanner

    planner: Planner = DSPyPlanner(args.lm, api_base=args.api_base) if args.lm else RulePlanner()
    plan = planner.plan(args.question)
    if args.json:
        print(plan.to_json(indent=2))
    elif args.mermaid:
        print(plan.to_mermaid(), end="")
    else:
        print(plan.render_tree(), end="")
    return 0
