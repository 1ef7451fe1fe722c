"""``claimbound eval`` and ``claimbound optimize``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from claimbound.errors import ConfigError

PIPELINE_SYSTEMS = ("one-shot", "adaptive")
REFERENCE_SYSTEMS = ("oracle", "abstain")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "eval",
        help="evaluate one-shot vs adaptive on a dataset folder (corpus.jsonl + questions.jsonl)",
        description="Run systems over DATASET_DIR, print the summary table, write summary.json, results.json "
        "(+ .sha256) and report.html to --out. With --replay RESULTS.json: recompute the deterministic payload "
        "from the recorded traces and diff it.",
    )
    p.add_argument("dataset", nargs="?", help="folder with corpus.jsonl and questions.jsonl")
    p.add_argument("--systems", default="one-shot,adaptive",
                   help=f"comma-separated, from {', '.join(PIPELINE_SYSTEMS + REFERENCE_SYSTEMS)}; the first is "
                   "the baseline of the paired deltas (default: one-shot,adaptive)")
    p.add_argument("--limit", type=int, default=None, help="first N questions (file order)")
    p.add_argument("--sample", type=int, default=None, help="a seeded random sample of N questions (file order kept)")
    p.add_argument("--seed", type=int, default=0, help="seed of --sample (default 0)")
    p.add_argument("--ids", default=None, help="comma-separated question ids")
    p.add_argument("--tenant", default=None, help="ask every question as this tenant (default: each item's own)")
    p.add_argument("--out", default=None, help="output folder (required unless --replay)")
    p.add_argument("--index", default=None,
                   help="index folder (built there if missing, built from another version of the corpus or cut by "
                        "another sentence splitter; default OUT/index)")
    p.add_argument("-k", "--k", type=int, default=10, help="k of Complete-evidence@k / evidence recall (default 10)")
    p.add_argument("--verifier", default=None, help="verifier name (see claimbound.verifier.load_verifier)")
    p.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE",
                   help="pipeline setting override (repeatable), e.g. --setting max_hops=3")
    p.add_argument("--program", default=None,
                   help="a program compiled by `claimbound optimize`: its planner, and its answer writer and LM judge "
                        "where it compiled them (the judge needs --verifier lm:MODEL)")
    p.add_argument("--lm", default=None, help="litellm model for the DSPy planner/writer (e.g. openai/qwen)")
    p.add_argument("--api-base", default=None, help="API base URL of --lm and of an lm:MODEL verifier (local server)")
    p.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    p.add_argument("--replay", default=None, metavar="RESULTS.json", help="replay a results file and diff")
    p.add_argument("--no-progress", action="store_true")
    p.set_defaults(func=_eval)

    o = sub.add_parser(
        "optimize",
        help="compile the DSPy planner (and the LM judge and answer writer when used) on a dataset split "
        "(BootstrapFewShot, MIPROv2 or GEPA)",
        description="Compile the DSPy planner against DATASET_DIR's train split, together with the LM judge when "
        "--verifier is lm:MODEL and the answer writer with --writer; the metric rewards gold evidence coverage and "
        "right decisions (an answer must cite the gold answer); GEPA receives the claim-level error report as "
        "feedback. The compiled program is saved to --out/program.json and runs with `claimbound ask --program` "
        "and `claimbound eval --program`.",
    )
    o.add_argument("dataset", help="folder with corpus.jsonl and questions.jsonl")
    o.add_argument("--optimizer", choices=("bootstrap", "mipro", "gepa"), default="bootstrap")
    o.add_argument("--lm", required=True, help="litellm model name of the task LM (e.g. openai/qwen)")
    o.add_argument("--api-base", default=None)
    o.add_argument("--reflection-lm", default=None, help="GEPA / MIPROv2 proposer LM (default: --lm)")
    o.add_argument("--train", type=int, default=20, help="train items (from the start of the file, or see --split)")
    o.add_argument("--dev", type=int, default=20, help="dev items (after the train items; never trained on)")
    o.add_argument("--split", choices=("first", "random"), default="first",
                   help="first (default): train on the file's first --train items, measure on the next --dev; random: "
                        "draw both from the whole file with --seed (for a file grouped by kind of question)")
    o.add_argument("--index", default=None,
                   help="index folder (built there if missing, built from another version of the corpus or cut by "
                        "another sentence splitter; default OUT/index)")
    o.add_argument("--out", required=True)
    o.add_argument("--seed", type=int, default=0)
    o.add_argument("--verifier", default="embedded",
                   help="verifier the metric's pipeline runs (default embedded); lm:MODEL runs the LM judge on MODEL "
                        "(served at --api-base) and compiles it with the planner")
    o.add_argument("--planner", choices=("lm", "rule"), default="lm",
                   help="lm (default): the DSPy planner on --lm, compiled; rule: the rule planner plans and only the "
                        "LM judge and/or the writer are compiled")
    o.add_argument("--writer", action="store_true",
                   help="the pipeline writes its answers with the DSPy answer writer on --lm (as `claimbound eval "
                        "--lm` does), compiled with the planner")
    o.add_argument("--budget", default="light", help="MIPROv2 auto / GEPA auto budget (light, medium, heavy)")
    o.set_defaults(func=_optimize)


def _parse_settings(pairs: list[str]) -> dict[str, Any]:
    import json

    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise ConfigError(f"--setting {pair!r}: write KEY=VALUE, e.g. --setting max_hops=3")
        key, value = pair.split("=", 1)
        try:
            out[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            out[key.strip()] = value
    return out


def ensure_index(corpus: Path, index_dir: Path, *, progress: bool) -> Path:
    """Open the index at ``index_dir`` if it is a current index of ``corpus`` (built from files of the same content,
    wherever they were then, and cut by this sentence splitter); else build it there. An index of an older version of
    the corpus would score questions against documents they were not written for, one cut by another splitter
    against other spans than this claimbound's."""
    from claimbound.errors import SourceError
    from claimbound.retrieval import Index
    from claimbound.retrieval.corpus import fingerprint

    if index_dir.exists():
        try:
            manifest = Index.open(index_dir).manifest
            same = manifest.corpus is not None and manifest.corpus.same_content(fingerprint(corpus))
            cut = manifest.other_splitter()
            if same and cut is None:
                return index_dir
            why = cut if same else f"it was built from another corpus or another version of {corpus}"
            print(f"rebuilding the index at {index_dir}: {why}", file=sys.stderr)
        except SourceError as exc:
            print(f"rebuilding the index at {index_dir}: {exc}", file=sys.stderr)
    Index.build(corpus, index_dir, progress=progress)
    return index_dir


def make_lm(model: str | None, api_base: str | None) -> Any:
    if model is None:
        return None
    import dspy

    from claimbound.lmserver import server_kwargs

    # greedy decoding: a before / after comparison must not hinge on sampling (servers default to temperature > 0)
    return dspy.LM(model, cache=False, temperature=0.0, **server_kwargs(api_base))


def judge_verifier(name: str, api_base: str | None, module: Any | None = None) -> Any | None:
    """For an ``lm:MODEL`` verifier name: the LM judge on MODEL made as :func:`make_lm` makes ``--lm`` (greedy, served
    at ``api_base``), running ``module`` (a compiled LMJudge) where given; None for any other name."""
    if not name.startswith("lm:"):
        return None
    if not name[3:]:
        raise ConfigError(f"--verifier {name!r} needs a litellm model name, e.g. --verifier lm:openai/local")
    from claimbound.verifier.lm_judge import LMJudgeVerifier

    return LMJudgeVerifier(lm=make_lm(name[3:], api_base), module=module)


def build_systems(names: list[str], dataset: Any, args: argparse.Namespace, out: Path) -> list[Any]:
    from claimbound.eval.systems import AbstainSystem, OracleSystem, PipelineSystem

    unknown = [n for n in names if n not in PIPELINE_SYSTEMS + REFERENCE_SYSTEMS]
    if unknown or not names:
        raise ConfigError(f"unknown system(s) {unknown or names}; choose from "
                          f"{', '.join(PIPELINE_SYSTEMS + REFERENCE_SYSTEMS)}")
    systems: list[Any] = []
    pipe = None
    if any(n in PIPELINE_SYSTEMS for n in names):
        from claimbound.pipeline import Pipeline, Settings

        overrides = _parse_settings(args.setting)
        if args.verifier:
            overrides["verifier"] = args.verifier
        settings = Settings().merged(overrides)
        index_dir = ensure_index(Path(dataset.corpus_path), Path(args.index) if args.index else out / "index",
                                 progress=not args.no_progress)
        lm = make_lm(args.lm, args.api_base)
        planner = writer = judge = verifier = None
        if args.program:
            from claimbound.eval.optimize import load_for_pipeline

            planner, judge, writer = load_for_pipeline(args.program, lm, settings.verifier)
        verifier = judge_verifier(settings.verifier, args.api_base, judge)
        pipe = Pipeline.from_index(index_dir, settings, planner=planner, verifier=verifier, writer=writer, lm=lm)
    for n in names:
        if n in PIPELINE_SYSTEMS:
            systems.append(PipelineSystem(pipe, n))
        elif n == "oracle":
            systems.append(OracleSystem(dataset))
        else:
            systems.append(AbstainSystem())
    return systems


def _eval(args: argparse.Namespace) -> int:
    from claimbound.eval.dataset import load_dataset
    from claimbound.eval.runner import load_run, replay, run_eval, write_artifacts

    if args.replay:
        run = load_run(args.replay)
        result = replay(run)
        print(run.table())
        if result.identical:
            print(f"replay: identical deterministic payload ({len(run.records)} records, {result.rederived} answers "
                  "re-derived from their traces)")
            return 0
        print(f"replay: {len(result.differences)} difference(s):")
        for d in result.differences:
            print(f"  {d}")
        return 1
    if not args.dataset or not args.out:
        raise ConfigError("give DATASET_DIR and --out DIR (or --replay RESULTS.json)")
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    dataset = load_dataset(args.dataset)
    ids = [x.strip() for x in args.ids.split(",")] if args.ids else None
    dataset = dataset.select(limit=args.limit, ids=ids, sample=args.sample, seed=args.seed)
    if args.tenant is not None and dataset.multi_tenant is False and args.tenant != "public":
        print(f"note: {dataset.name} has no tenant documents; asking as {args.tenant!r} sees public documents only",
              file=sys.stderr)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = [n.strip() for n in args.systems.split(",") if n.strip()]
    systems = build_systems(names, dataset, args, out)
    config = {"limit": args.limit, "sample": args.sample, "seed": args.seed, "ids": ids, "settings_overrides": args.setting, "verifier": args.verifier,
              "program": args.program, "lm": args.lm, "dataset_arg": str(args.dataset)}
    run = run_eval(dataset, systems, k=args.k, tenant=args.tenant, progress=not args.no_progress, config=config)
    paths = write_artifacts(run, out)
    print(run.table())
    for summ in run.payload.summaries:
        if len(summ.by_type) > 1:
            parts = [f"{t} {v['decision_accuracy']:.2f} (n={v['n']:.0f})" for t, v in summ.by_type.items()]
            print(f"decision accuracy by type, {summ.system}: {'; '.join(parts)}")
    counts = {s.system: run.payload.errors.counts(s.system) for s in run.payload.summaries}
    print(f"failures by stage: {counts}")
    print(f"wrote {paths['summary']}, {paths['results']} (sha256 {paths['sha256']}), {paths['report']}")
    return 0


def _optimize(args: argparse.Namespace) -> int:
    from claimbound.eval.optimize import run_optimize_cli

    return run_optimize_cli(args)
