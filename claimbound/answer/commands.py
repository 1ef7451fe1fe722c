"""``claimbound ask`` and ``claimbound replay``."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser("ask", help="answer a question from an index, citing only what the evidence proves",
                       description=_cmd_ask.__doc__)
    p.add_argument("index", help="index directory built by `claimbound index`")
    p.add_argument("question", nargs="?", help="the question (or --questions FILE for many)")
    p.add_argument("--questions", default=None, metavar="FILE",
                   help="answer many questions with one model load: a text file with one question per line, or JSON "
                        "lines with 'question' (and optional 'id', 'tenant', 'roles'); '-' reads standard input; "
                        "with --json, one GroundedAnswer per line")
    p.add_argument("--tenant", default=None, help="the caller's tenant (default: public documents only)")
    p.add_argument("--role", action="append", default=[], help="a role the caller holds (repeatable)")
    p.add_argument("--lm", default=None, metavar="MODEL",
                   help="a litellm model for planning, query rewrites and prose (offline fallbacks on failure)")
    p.add_argument("--lm-api-base", default=None, metavar="URL",
                   help="API base of the LM server (e.g. a local one), for --lm and an lm:MODEL verifier")
    p.add_argument("--verifier", default=None, help="embedded (default) | lexical | lm:<model> | cross-encoder path")
    p.add_argument("--program", default=None, metavar="FILE",
                   help="a program compiled by `claimbound optimize` (OUT/program.json): its planner and answer writer "
                        "run on --lm, its LM judge under --verifier lm:MODEL")
    p.add_argument("--max-hops", type=int, default=None, help="hop budget (default from Settings)")
    p.add_argument("--one-shot", action="store_true", help="the baseline: one retrieval on the raw question")
    p.add_argument("--json", action="store_true", help="print the GroundedAnswer as JSON")
    p.add_argument("--trace-out", default=None, metavar="FILE",
                   help="write the run's trace (replayable) as JSON; with --questions, a folder of one trace per question")
    p.add_argument("--redact", action="store_true", help="mask span text in the saved trace")
    p.set_defaults(func=_cmd_ask)

    r = sub.add_parser("replay", help="reproduce an answer from a saved trace with zero model calls",
                       description=_cmd_replay.__doc__)
    r.add_argument("trace", help="a trace written by `claimbound ask --trace-out`")
    r.add_argument("--json", action="store_true", help="print the GroundedAnswer as JSON")
    r.set_defaults(func=_cmd_replay)


@dataclass(frozen=True)
class _Asked:
    """One question of a --questions file: where it stands, its id, and who asks."""

    line: int
    id: str
    question: str
    tenant: str | None
    roles: list[str]


def _read_questions(source: str, tenant: str | None, roles: list[str]) -> list[_Asked]:
    """The questions of a --questions file (or standard input for ``-``), all checked before any model loads: blank
    lines and lines opening with ``#`` are skipped; a line opening with ``{`` is a JSON object."""
    from claimbound.errors import UserInputError

    where = "standard input" if source == "-" else source
    if source == "-":
        text = sys.stdin.read()
    else:
        try:
            text = Path(source).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UserInputError(f"cannot read --questions {source} ({exc}); pass a UTF-8 text file, or - for "
                                 "standard input") from exc
    out: list[_Asked] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not line.startswith("{"):
            out.append(_Asked(n, str(n), line, tenant, list(roles)))
            continue
        fix = "write one question per line, or a JSON object such as {\"question\": \"...\", \"tenant\": \"acme\"}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise UserInputError(f"{where} line {n}: not valid JSON ({exc.msg}); {fix}") from exc
        question, who, held = row.get("question"), row.get("tenant", tenant), row.get("roles", roles)
        if not isinstance(question, str) or not question.strip():
            raise UserInputError(f"{where} line {n}: no 'question' text; {fix}")
        if who is not None and not isinstance(who, str):
            raise UserInputError(f"{where} line {n}: 'tenant' must be a string or null")
        if not isinstance(held, list) or not all(isinstance(r, str) for r in held):
            raise UserInputError(f"{where} line {n}: 'roles' must be a list of strings")
        out.append(_Asked(n, str(row.get("id", n)), question, who, list(held)))
    if not out:
        raise UserInputError(f"{where} holds no question; write one question per line")
    return out


def _cmd_ask(args: argparse.Namespace) -> int:
    """Plan, retrieve (as --tenant/--role), verify and answer; prints the answer, its citations with quotes,
    the claim table and the stop reason. ``--questions FILE`` answers many questions with the models loaded
    once."""
    from claimbound.claims import Principal
    from claimbound.errors import UserInputError
    from claimbound.pipeline import Pipeline, Settings, save_trace

    if (args.question is None) == (args.questions is None):
        raise UserInputError("give either a question or --questions FILE (one question per line), not both or "
                             "neither")
    batch = _read_questions(args.questions, args.tenant, list(args.role)) if args.questions else None

    overrides: dict[str, Any] = {}
    if args.max_hops is not None:
        overrides["max_hops"] = args.max_hops
    if args.verifier:
        overrides["verifier"] = args.verifier
    if args.redact:
        overrides["redact_trace"] = True
    settings = Settings().merged(overrides)
    lm = verifier = planner = writer = judge = None
    from claimbound.lmserver import server_kwargs

    extra = server_kwargs(args.lm_api_base)
    if args.lm:
        import dspy

        lm = dspy.LM(args.lm, num_retries=settings.lm_retries, **extra)
    if args.program:
        from claimbound.eval.optimize import load_for_pipeline

        planner, judge, writer = load_for_pipeline(args.program, lm, settings.verifier)
    if settings.verifier.startswith("lm:") and (args.lm_api_base or judge is not None):
        from claimbound.verifier import load_verifier

        # the judge on the same server as --lm, running the compiled judge where the program has one
        verifier = load_verifier(settings.verifier, api_base=args.lm_api_base, **({"module": judge} if judge else {}))
    pipe = Pipeline.from_index(args.index, settings=settings, planner=planner, verifier=verifier, writer=writer, lm=lm)
    if batch is not None:
        return _ask_many(pipe, batch, args, settings.redact_trace)
    principal = Principal(tenant=args.tenant, roles=list(args.role))
    if args.one_shot:
        answer, trace = pipe.one_shot_with_trace(args.question, principal)
    else:
        answer, trace = pipe.ask_with_trace(args.question, principal)
    if args.trace_out:
        save_trace(trace, args.trace_out, redact=settings.redact_trace)
    _emit(answer, args.json, trace=args.trace_out)
    return 0


def _emit(answer: Any, as_json: bool, *, indent: int | None = 2, trace: str | Path | None = None) -> None:
    """An answer on standard output: its JSON (``indent=None``: one line), or the rendered text and where its trace
    was written."""
    from claimbound.answer.render import render_answer

    if as_json:
        sys.stdout.write(answer.model_dump_json(indent=indent) + "\n")
        return
    print(render_answer(answer))
    if trace:
        print(f"Trace written to {trace} (replay: claimbound replay {trace})")


def _ask_many(pipe: Any, batch: list[_Asked], args: argparse.Namespace, redact: bool) -> int:
    """Each question in turn with one pipeline; a question that fails (an unknown tenant, say) is reported with its
    line and the rest still run; the exit status is 2 when any failed."""
    from claimbound.claims import Principal
    from claimbound.errors import UserInputError
    from claimbound.pipeline import save_trace

    traces = Path(args.trace_out) if args.trace_out else None
    if traces is not None:
        traces.mkdir(parents=True, exist_ok=True)
    failed = 0
    run = pipe.one_shot_with_trace if args.one_shot else pipe.ask_with_trace
    for k, q in enumerate(batch):
        try:
            answer, trace = run(q.question, Principal(tenant=q.tenant, roles=q.roles))
        except UserInputError as exc:
            failed += 1
            print(f"error: line {q.line}: {exc}", file=sys.stderr)
            if args.json:
                sys.stdout.write(json.dumps({"id": q.id, "line": q.line, "question": q.question, "error": str(exc)})
                                 + "\n")
            continue
        written = None
        if traces is not None:
            written = traces / f"{k + 1:04d}.json"
            save_trace(trace, written, redact=redact)
        if not args.json:
            print(f"{'' if k == 0 else chr(10)}## [{q.id}] {q.question}\n")
        _emit(answer, args.json, indent=None, trace=written)
        sys.stdout.flush()
    return 2 if failed else 0


def _cmd_replay(args: argparse.Namespace) -> int:
    """Re-run the controller over a saved trace: every model output comes from the file, nothing is called."""
    from claimbound.pipeline import load_trace, replay

    _emit(replay(load_trace(args.trace)), args.json)
    return 0
