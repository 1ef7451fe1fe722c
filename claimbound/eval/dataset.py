"""Evaluation datasets: any folder holding ``corpus.jsonl`` + ``questions.jsonl`` (schema of
``../shared/datasets/README.md``). Nothing here is tied to a particular copy of the data."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from claimbound.claims.models import DocMetadata, Principal
from claimbound.errors import CorpusError
from claimbound.files import file_sha256
from claimbound.jsonl import iter_jsonl

Decision = Literal["answer", "degrade", "abstain", "clarify", "out_of_scope"]
DECISIONS: tuple[str, ...] = ("answer", "degrade", "abstain", "clarify", "out_of_scope")
Label = Literal["SUPPORT", "CONTRADICT", "NOT_ENOUGH_INFO", "DISPUTED"]


class GoldRef(BaseModel):
    """A gold evidence reference: a document, optionally narrowed to sentence indices."""

    model_config = ConfigDict(extra="allow")

    doc_id: str
    sentences: list[int] | None = None
    label: str | None = None


class DecompositionStep(BaseModel):
    model_config = ConfigDict(extra="allow")

    question: str
    answer: str | None = None
    doc_id: str | None = None


class EvalItem(BaseModel):
    """One question or claim with its gold labels."""

    model_config = ConfigDict(extra="allow")

    id: str
    question: str
    kind: Literal["question", "claim"] = "question"
    answers: list[str] = Field(default_factory=list)
    answerable: bool = True
    label: Label | None = None
    gold: list[GoldRef] = Field(default_factory=list)
    type: str | None = None
    decomposition: list[DecompositionStep] | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)

    @property
    def expected_decision(self) -> str:
        """``metadata.expected_decision`` when labelled, else ``answer`` / ``abstain`` from ``answerable``."""
        d = self.metadata.get("expected_decision")
        if d in DECISIONS:
            return str(d)
        return "answer" if self.answerable else "abstain"

    @property
    def facts(self) -> list[str]:
        """Facts that must *all* appear in a complete answer (``metadata.facts``); empty if not labelled."""
        return [str(f) for f in self.metadata.get("facts") or []]

    def principal(self, tenant_override: str | None = None) -> Principal:
        """The asking principal: ``metadata.tenant`` / ``metadata.roles``, or public when absent."""
        if tenant_override is not None:
            return Principal(tenant=tenant_override, roles=list(self.metadata.get("roles") or []))
        return Principal(tenant=self.metadata.get("tenant"), roles=list(self.metadata.get("roles") or []))

    @property
    def tags(self) -> list[str]:
        return [str(t) for t in self.metadata.get("tags") or []]


class DocInfo(BaseModel):
    """What scoring needs of a corpus document: its access metadata and sentence character ranges."""

    doc_id: str
    metadata: DocMetadata = Field(default_factory=DocMetadata)
    sentence_ranges: list[tuple[int, int]] | None = None
    text: str = ""

    def sentences_in(self, start: int, end: int) -> set[int]:
        """Dataset sentence indices overlapping the character range ``[start, end)``."""
        if not self.sentence_ranges:
            return set()
        return {i for i, (s, e) in enumerate(self.sentence_ranges) if s < end and start < e}


def sentence_ranges(text: str, sentences: list[str] | None) -> list[tuple[int, int]] | None:
    """Locate each sentence in ``text`` in order (tolerates any joiner); None if one cannot be found."""
    if not sentences:
        return None
    out: list[tuple[int, int]] = []
    pos = 0
    for s in sentences:
        probe = s.strip()
        if not probe:
            out.append((pos, pos))
            continue
        i = text.find(probe, pos)
        if i < 0:
            return None
        out.append((i, i + len(probe)))
        pos = i + len(probe)
    return out


def _read_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    for where, row in iter_jsonl(path):
        if not isinstance(row, dict):
            raise CorpusError(f"{where}: expected a JSON object per line")
        yield int(where.rsplit(":", 1)[1]), row


class EvalDataset(BaseModel):
    """A loaded evaluation folder."""

    name: str
    path: str
    items: list[EvalItem]
    docs: dict[str, DocInfo]
    hashes: dict[str, str] = Field(default_factory=dict, description="SHA-256 of corpus.jsonl and questions.jsonl")

    @property
    def corpus_path(self) -> Path:
        return Path(self.path) / "corpus.jsonl"

    @property
    def multi_tenant(self) -> bool:
        return any(d.metadata.tenant != "public" or d.metadata.roles for d in self.docs.values())

    @property
    def has_claims(self) -> bool:
        return any(i.kind == "claim" for i in self.items)

    @property
    def labels(self) -> list[str]:
        """The label set of a claim dataset (DISPUTED only where the data uses it)."""
        seen = {i.label for i in self.items if i.kind == "claim" and i.label}
        base = ["SUPPORT", "CONTRADICT", "NOT_ENOUGH_INFO"]
        return base + (["DISPUTED"] if "DISPUTED" in seen else [])

    def select(self, *, limit: int | None = None, ids: list[str] | None = None, sample: int | None = None,
               seed: int = 0) -> EvalDataset:
        """A copy restricted to the given ids, then a seeded random ``sample`` (kept in file order), then the
        first ``limit`` items."""
        items = self.items
        if ids is not None:
            wanted = set(ids)
            items = [i for i in items if i.id in wanted]
        if sample is not None and sample < len(items):
            keep = sorted(random.Random(seed).sample(range(len(items)), sample))
            items = [items[i] for i in keep]
        if limit is not None:
            items = items[:limit]
        return self.model_copy(update={"items": items})


def load_dataset(path: str | Path) -> EvalDataset:
    """Load a folder with ``corpus.jsonl`` and ``questions.jsonl``.

    Raises :class:`CorpusError` (naming file and line) for a missing file, bad JSON, a malformed row,
    duplicate ids, or a gold reference to a document the corpus does not hold.
    """
    root = Path(path).expanduser()
    corpus, questions = root / "corpus.jsonl", root / "questions.jsonl"
    for f in (corpus, questions):
        if not f.is_file():
            raise CorpusError(
                f"{f} not found: an evaluation folder needs corpus.jsonl and questions.jsonl "
                "(schema: ../shared/datasets/README.md)"
            )
    docs: dict[str, DocInfo] = {}
    for n, row in _read_jsonl(corpus):
        try:
            doc_id, text = str(row["doc_id"]), row["text"]
            if not isinstance(text, str):
                raise TypeError("text must be a string")
            meta = DocMetadata.model_validate(row.get("metadata") or {})
        except (KeyError, TypeError, ValidationError) as exc:
            raise CorpusError(f"{corpus}:{n}: bad document row ({exc}); each row needs doc_id and text") from exc
        if doc_id in docs:
            raise CorpusError(f"{corpus}:{n}: duplicate doc_id {doc_id!r}; doc ids must be unique")
        docs[doc_id] = DocInfo(
            doc_id=doc_id, metadata=meta, sentence_ranges=sentence_ranges(text, row.get("sentences")), text=text
        )
    items: list[EvalItem] = []
    seen: set[str] = set()
    for n, row in _read_jsonl(questions):
        try:
            item = EvalItem.model_validate(row)
        except ValidationError as exc:
            raise CorpusError(f"{questions}:{n}: bad question row: {exc.errors()[0]['msg']} at "
                              f"{exc.errors()[0]['loc']}") from exc
        if item.id in seen:
            raise CorpusError(f"{questions}:{n}: duplicate question id {item.id!r}")
        seen.add(item.id)
        for g in item.gold:
            if g.doc_id not in docs:
                raise CorpusError(f"{questions}:{n}: gold doc_id {g.doc_id!r} is not in {corpus.name}")
        items.append(item)
    if not items:
        raise CorpusError(f"{questions} holds no questions")
    return EvalDataset(
        name=root.resolve().name,
        path=str(root.resolve()),
        items=items,
        docs=docs,
        hashes={"corpus.jsonl": file_sha256(corpus), "questions.jsonl": file_sha256(questions)},
    )
