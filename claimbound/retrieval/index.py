"""The on-disk hybrid index: tantivy (BM25) + MiniLM embeddings (.npy) over sentence-bounded spans.

Layout of an index directory (written beside, then swapped in; never half-written)::

    claimbound-index.json   manifest: format, counts, embedder name + embeddings sha256, corpus fingerprint,
                            sentence splitter version
    documents.jsonl         one Document per line
    spans.jsonl             one [doc_id, start, end, sentence_ids] per line; row i <-> embeddings row i
    embeddings.npy          float32 (n_spans, dim), unit rows (absent for a BM25-only index)
    tantivy/                the lexical index, one tantivy document per span

Access control is part of every query: tantivy ANDs a zero-score filter (public, or the principal's tenant with
a matching role) into the BM25 query, and the dense ranker masks invisible rows *before* ranking, so a
document the caller may not see is never scored.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import threading
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import tantivy
from pydantic import BaseModel

from claimbound.cjk import CJK_CHARS
from claimbound.claims.models import (
    PUBLIC_TENANT,
    Document,
    Principal,
    SearchHit,
    SearchMode,
    SearchOutcome,
    SearchResult,
    Span,
)
from claimbound.claims.protocols import Embedder
from claimbound.errors import (
    ConfigError,
    CorpusError,
    InvalidQuestionError,
    SourceError,
    StaleIndexError,
)
from claimbound.files import atomic_write_text
from claimbound.retrieval.corpus import CorpusFingerprint, fingerprint, load_corpus
from claimbound.retrieval.embed import MINILM_NAME, MiniLMEmbedder
from claimbound.retrieval.spans import spans_at, split_spans, with_antecedents
from claimbound.sentences import SPLITTER_VERSION

FORMAT_VERSION = 1
MANIFEST = "claimbound-index.json"
_ANY_ROLE = "__any_role__"
_CJK_RUN = re.compile(CJK_CHARS + "+")
_QUERY_NOISE = re.compile(r"[^\w\s]+", re.UNICODE)
_BOOLEAN_WORDS = re.compile(r"\b(AND|OR|NOT|IN|TO)\b")
MAX_QUERY_CHARS = 4000


class IndexManifest(BaseModel):
    """What an index directory holds; written last, so its presence marks a complete index."""

    format: int = FORMAT_VERSION
    created_at: str
    updated_at: str
    n_documents: int
    n_spans: int
    embedder: str | None = None
    embedding_dim: int | None = None
    embeddings_sha256: str | None = None
    corpus: CorpusFingerprint | None = None
    splitter: int = 1
    """The version of the sentence splitter that cut the spans (:data:`~claimbound.sentences.SPLITTER_VERSION`; 1 for
    an index built before versions were recorded)."""

    def other_splitter(self) -> str | None:
        """Why the spans are not the ones this claimbound would cut (another sentence splitter version), or None."""
        if self.splitter == SPLITTER_VERSION:
            return None
        return f"its spans were cut by sentence splitter version {self.splitter}, not {SPLITTER_VERSION}"


# --------------------------------------------------------------------------- tantivy plumbing


def _schema() -> tantivy.Schema:
    sb = tantivy.SchemaBuilder()
    sb.add_text_field("span_id", stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_text_field("doc_id", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("title", tokenizer_name="cb_en")
    sb.add_text_field("text", tokenizer_name="cb_en")
    sb.add_text_field("text_cjk", tokenizer_name="cb_cjk")
    sb.add_text_field("tenant", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("role", tokenizer_name="raw", index_option="basic")
    return sb.build()


def _en_analyzer() -> tantivy.TextAnalyzer:
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stopword("english"))
        .filter(tantivy.Filter.ascii_fold())
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def _cjk_analyzer() -> tantivy.TextAnalyzer:
    """Character uni- and bi-grams over runs of CJK characters (the runs are fed in one value each)."""
    return tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.ngram(1, 2, False)).filter(tantivy.Filter.lowercase()).build()


def _register(ix: tantivy.Index) -> None:
    # Custom analyzers live in memory only: register them on every open, or queries silently match nothing.
    ix.register_tokenizer("cb_en", _en_analyzer())
    ix.register_tokenizer("cb_cjk", _cjk_analyzer())


def _tantivy_doc(span: Span, schema: tantivy.Schema) -> tantivy.Document:
    meta = span.metadata
    roles = [_ANY_ROLE] if meta.roles is None else list(meta.roles)
    record: dict[str, Any] = {
        "span_id": span.span_id,
        "doc_id": span.doc_id,
        "title": " ".join([span.title, *span.table_header]),  # a table row is found by its column names too
        "text": span.text,
        "tenant": meta.tenant,
        "role": roles or ["__no_role__"],
    }
    runs = _CJK_RUN.findall(span.text) + _CJK_RUN.findall(span.title)
    if runs:
        record["text_cjk"] = runs
    return tantivy.Document.from_dict(record, schema)


def _writer(ix: tantivy.Index) -> tantivy.IndexWriter:
    return ix.writer(heap_size=64_000_000, num_threads=1)


# --------------------------------------------------------------------------- files


def _swap_in(tmp: Path, out: Path) -> None:
    """Move the finished ``tmp`` directory to ``out``; an existing ``out`` is moved aside first, then removed."""
    if out.exists():
        old = out.with_name(f".{out.name}.old-{uuid.uuid4().hex[:8]}")
        os.rename(out, old)
        try:
            os.rename(tmp, out)
        except OSError:
            os.rename(old, out)
            raise
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.rename(tmp, out)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _sha(arr: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(arr).tobytes()).hexdigest()


def _check_out_dir(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise ConfigError(f"--out {out} is a file; give a directory for the index")
    if out.is_dir() and any(out.iterdir()) and not (out / MANIFEST).is_file():
        raise ConfigError(
            f"refusing to overwrite {out}: it is not empty and not a claimbound index; choose another --out"
        )


# --------------------------------------------------------------------------- in-memory state


@dataclass
class _State:
    """One consistent snapshot of an index; replaced whole on add / delete (readers never see a mix)."""

    root: Path
    manifest: IndexManifest
    tindex: tantivy.Index
    schema: tantivy.Schema
    docs: dict[str, Document]
    spans: list[Span]
    rows: dict[str, int]
    emb: np.ndarray | None
    groups: list[tuple[str, frozenset[str] | None]]
    group_of: np.ndarray
    tenants: frozenset[str] = frozenset()
    masks: dict[str, np.ndarray] = field(default_factory=dict)
    _searcher: Any = None

    def searcher(self) -> tantivy.Searcher:
        """One tantivy searcher per snapshot (the snapshot never changes; add / delete make a new one)."""
        if self._searcher is None:
            self._searcher = self.tindex.searcher()
        return self._searcher

    def mask(self, principal: Principal) -> np.ndarray:
        key = principal.cache_key()
        m = self.masks.get(key)
        if m is None:
            tenant = principal.tenant or PUBLIC_TENANT
            held = set(principal.roles)
            visible = np.array(
                [
                    t == PUBLIC_TENANT or (t == tenant and (roles is None or bool(roles & held)))
                    for t, roles in self.groups
                ],
                dtype=bool,
            )
            m = visible[self.group_of] if len(self.group_of) else np.zeros(0, dtype=bool)
            if len(self.masks) > 256:
                self.masks.clear()
            self.masks[key] = m
        return m


def _access_query(schema: tantivy.Schema, principal: Principal) -> tuple[tantivy.Query, str]:
    public = tantivy.Query.term_query(schema, "tenant", PUBLIC_TENANT)
    tenant = principal.tenant
    if not tenant or tenant == PUBLIC_TENANT:
        return public, f"tenant:{PUBLIC_TENANT}"
    roles = sorted(set(principal.roles))
    mine = tantivy.Query.boolean_query(
        [
            (tantivy.Occur.Must, tantivy.Query.term_query(schema, "tenant", tenant)),
            (tantivy.Occur.Must, tantivy.Query.term_set_query(schema, "role", [_ANY_ROLE, *roles])),
        ]
    )
    acl = tantivy.Query.boolean_query([(tantivy.Occur.Should, public), (tantivy.Occur.Should, mine)])
    role_text = " OR ".join(["<any>", *roles])
    return acl, f"tenant:{PUBLIC_TENANT} OR (tenant:{tenant} AND role:({role_text}))"


# --------------------------------------------------------------------------- the index


class Index:
    """A hybrid span index on disk. Build with :meth:`build`, open with :meth:`open`; satisfies ``Retriever``.

    ``search`` never returns a bare empty list: the result's ``outcome`` says OK, NO_MATCH, ACCESS_DENIED
    (matches exist that this principal may not see; they are not revealed), SOURCE_ERROR or STALE_INDEX
    (the source corpus changed since the build; the hits from the old index are still returned).

    Options (keyword arguments of ``build`` / ``open``): ``embedder`` (default: the MiniLM variant the manifest
    names), ``check_source`` (compare the corpus fingerprint on search, at most every ``stale_check_interval``
    seconds), ``rrf_k`` (reciprocal-rank constant, 60), ``mmr_lambda`` (relevance vs. diversity, 0.85; 1.0 turns
    MMR off), ``dense_floor`` (cosine below which a dense hit is not a match, 0.1), ``candidates`` (per-signal
    depth fused in hybrid mode: ``max(candidates, 3k)``), ``antecedents`` (a hit of an untitled document that opens with a
    word pointing back, "It" / "This" / "His", comes with up to this many sentences before it, 2; 0 = never; see
    :func:`~claimbound.retrieval.spans.with_antecedents`).
    """

    def __init__(
        self,
        state: _State,
        *,
        embedder: Embedder | None = None,
        check_source: bool = True,
        rrf_k: int = 60,
        mmr_lambda: float = 0.85,
        dense_floor: float = 0.1,
        candidates: int = 50,
        stale_check_interval: float = 1.0,
        antecedents: int = 2,
    ) -> None:
        self._state = state
        self._embedder = embedder
        self._embedder_lock = threading.Lock()
        self._write_lock = threading.Lock()
        self.check_source = check_source
        self.rrf_k = rrf_k
        self.mmr_lambda = mmr_lambda
        self.dense_floor = dense_floor
        self.candidates = candidates
        if antecedents < 0:
            raise ConfigError(f"antecedents must be 0 or more (got {antecedents})")
        self.antecedents = antecedents
        self.stale_check_interval = stale_check_interval
        self._stale: tuple[float, str | None] = (-1e9, None)

    # ------------------------------------------------------------------ construction

    @classmethod
    def build(
        cls,
        corpus: str | os.PathLike[str] | Iterable[Document],
        out_dir: str | os.PathLike[str],
        *,
        embedder: Embedder | None = None,
        dense: bool = True,
        progress: bool = False,
        **options: Any,
    ) -> Index:
        """Index a corpus (path as for :func:`load_corpus`, or documents) into ``out_dir``, atomically.

        The index is written to a sibling temporary directory and swapped in only when complete, so a failed
        build (bad corpus, interrupted run) leaves any existing index at ``out_dir`` untouched.
        ``dense=False`` builds a BM25-only index (``mode="dense"``/``"hybrid"`` then raise ConfigError).
        The default embedder is MiniLM with dynamic int8 linear layers (about 5x faster on CPU than float32, with
        the same recall on the benchmarks); pass ``embedder=MiniLMEmbedder()`` for the exact float32 model.
        """
        out = Path(out_dir)
        _check_out_dir(out)
        fp: CorpusFingerprint | None = None
        if isinstance(corpus, (str, os.PathLike)):
            docs = load_corpus(corpus)
            fp = fingerprint(corpus)
        else:
            docs = list(corpus)
            _check_unique_docs(docs)
            if not docs:
                raise CorpusError("no documents to index; pass a non-empty corpus")
        if dense and embedder is None:
            embedder = MiniLMEmbedder(quantize=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_name(f".{out.name}.tmp-{uuid.uuid4().hex[:8]}")
        try:
            spans = [s for d in docs for s in split_spans(d)]
            emb = _embed_spans(embedder, spans, progress) if embedder is not None and dense else None
            now = _now()
            manifest = IndexManifest(
                created_at=now,
                updated_at=now,
                n_documents=len(docs),
                n_spans=len(spans),
                corpus=fp,
                splitter=SPLITTER_VERSION,
            )
            _write_dir(tmp, manifest, docs, spans, emb, embedder.name if emb is not None and embedder else None, progress)
            _swap_in(tmp, out)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
        return cls.open(out, embedder=embedder, **options)

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        embedder: Embedder | None = None,
        check_source: bool = True,
        require_fresh: bool = False,
        **options: Any,
    ) -> Index:
        """Open an index directory. Raises SourceError when ``path`` is missing or not a claimbound index.

        A stale index (its corpus changed since the build) opens, and its searches say STALE_INDEX; with
        ``require_fresh=True`` opening it raises StaleIndexError instead. The embedding model is not loaded
        here; the first dense or hybrid search loads it.
        """
        state = _load_state(Path(path))
        if require_fresh:
            reason = state.manifest.other_splitter() or (
                state.manifest.corpus.changed() if state.manifest.corpus is not None else None)
            if reason is not None:
                raise StaleIndexError(f"the index at {path} is stale: {reason}; rebuild it with `claimbound index`")
        name = state.manifest.embedder
        if embedder is not None and name is not None and embedder.name != name:
            raise ConfigError(
                f"the index at {path} was embedded with {name!r} but the embedder given is {embedder.name!r}; "
                "pass the same embedder or rebuild the index"
            )
        if embedder is None and name in (MINILM_NAME, MINILM_NAME + "+int8"):
            embedder = MiniLMEmbedder(quantize=name.endswith("+int8"))
        return cls(state, embedder=embedder, check_source=check_source, **options)

    # ------------------------------------------------------------------ introspection

    @property
    def path(self) -> Path:
        return self._state.root

    @property
    def manifest(self) -> IndexManifest:
        return self._state.manifest

    def __len__(self) -> int:
        return len(self._state.spans)

    def tenants(self) -> set[str]:
        """The tenants that own documents in this index (``public`` is not a tenant and is left out)."""
        return set(self._state.tenants)

    def document(self, doc_id: str, principal: Principal | None = None) -> Document:
        """The document ``doc_id``; with a ``principal``, only if that principal may see it."""
        doc = self._state.docs.get(doc_id)
        if doc is None or (principal is not None and not doc.metadata.visible_to(principal)):
            raise CorpusError(f"document {doc_id!r} is not in the index at {self.path} (or not visible to you)")
        return doc

    def spans(self, doc_id: str) -> list[Span]:
        """The spans of one document, in order."""
        self.document(doc_id)
        return [s for s in self._state.spans if s.doc_id == doc_id]

    def warm_up(self) -> None:
        """Load the embedding model now, so the first query does not pay for it."""
        if self._state.emb is not None and self._embedder is not None:
            self._embedder.embed(["warm up"])

    def stale_reason(self) -> str | None:
        """Why the index is stale (its source corpus changed since the build, or another version of the sentence
        splitter cut its spans), or ``None``.

        The source is re-checked at most every ``stale_check_interval`` seconds (a stat per file; the sha256 is
        recomputed only when size or mtime moved)."""
        cut = self._state.manifest.other_splitter()
        if cut is not None:
            return cut
        fp = self._state.manifest.corpus
        if fp is None:
            return None
        checked_at, reason = self._stale
        now = time.monotonic()
        if now - checked_at >= self.stale_check_interval:
            reason = fp.changed()
            self._stale = (now, reason)
        return reason

    # ------------------------------------------------------------------ search

    def search(
        self,
        query: str,
        principal: Principal,
        *,
        k: int = 10,
        mode: SearchMode | str = SearchMode.HYBRID,
    ) -> SearchResult:
        """Top-``k`` spans for ``query`` that ``principal`` may see, ranked by ``mode``."""
        mode = _mode(mode)
        if not isinstance(query, str) or not query.strip():
            raise InvalidQuestionError("the query is empty; pass some words to search for")
        if len(query) > MAX_QUERY_CHARS:
            raise InvalidQuestionError(f"the query has {len(query)} characters (max {MAX_QUERY_CHARS}); shorten it")
        if k < 1:
            raise ConfigError(f"k must be at least 1 (got {k})")
        state = self._state
        if mode != SearchMode.BM25 and state.emb is None:
            raise ConfigError(
                f"the index at {state.root} has no embeddings, so mode {mode.value!r} is unavailable; "
                "use mode='bm25' or rebuild with dense=True"
            )
        if mode != SearchMode.BM25 and self._embedder is None:
            raise ConfigError(
                f"the index at {state.root} was embedded with {state.manifest.embedder!r}; "
                "pass that embedder to Index.open(..., embedder=...)"
            )
        acl_query, acl_text = _access_query(state.schema, principal)
        base = SearchResult(query=query, mode=mode, outcome=SearchOutcome.OK, access_filter=acl_text)
        denied = False
        try:
            hits = [self._widened(state, h) for h in self._rank(state, query, principal, acl_query, k, mode)]
            if not hits:
                denied = self._hidden_matches(state, query, principal, mode)
        except (OSError, ValueError) as exc:
            return base.model_copy(
                update={
                    "outcome": SearchOutcome.SOURCE_ERROR,
                    "message": f"the index at {state.root} could not be read ({exc}); rebuild it with `claimbound index`",
                }
            )
        notes: list[str] = []
        if principal.tenant and principal.tenant != PUBLIC_TENANT and principal.tenant not in state.tenants:
            notes.append(f"tenant {principal.tenant!r} owns no documents in this index; only public documents were searched")
        if self.check_source:
            reason = self.stale_reason()
            if reason is not None:
                return base.model_copy(
                    update={
                        "outcome": SearchOutcome.STALE_INDEX,
                        "hits": hits,
                        "message": " ".join(
                            [f"stale index: {reason} since the build; rebuild it with `claimbound index`", *notes]
                        ),
                    }
                )
        if hits:
            return base.model_copy(update={"hits": hits, "message": " ".join(notes)})
        if denied:
            msg = "matching documents exist, but none that this principal may see; ask for access or rephrase"
            return base.model_copy(update={"outcome": SearchOutcome.ACCESS_DENIED, "message": " ".join([msg, *notes])})
        return base.model_copy(
            update={"outcome": SearchOutcome.NO_MATCH, "message": " ".join(["nothing in the index matches the query", *notes])}
        )

    # ------------------------------------------------------------------ ranking internals

    def _rank(
        self, state: _State, query: str, principal: Principal, acl: tantivy.Query, k: int, mode: SearchMode
    ) -> list[SearchHit]:
        if mode == SearchMode.BM25:
            bm = _bm25(state, query, acl, k)
            return [
                SearchHit(span=state.spans[r], score=s, scores={"bm25": s}, ranks={"bm25": i + 1})
                for i, (r, s) in enumerate(bm)
            ]
        qvec = self._query_vector(query)
        if mode == SearchMode.DENSE:
            de = _dense(state, qvec, state.mask(principal), k, self.dense_floor)
            return [
                SearchHit(span=state.spans[r], score=s, scores={"dense": s}, ranks={"dense": i + 1})
                for i, (r, s) in enumerate(de)
            ]
        n = max(self.candidates, 3 * k)
        bm = _bm25(state, query, acl, n)
        de = _dense(state, qvec, state.mask(principal), n, self.dense_floor)
        return _fuse(state, bm, de, k, self.rrf_k, self.mmr_lambda)

    def _widened(self, state: _State, hit: SearchHit) -> SearchHit:
        """The hit with the sentences its first word points back to (:func:`with_antecedents`)."""
        if not self.antecedents:
            return hit
        span = with_antecedents(state.spans, state.rows[hit.span.span_id], state.docs[hit.span.doc_id].text,
                                limit=self.antecedents)
        return hit if span is hit.span else hit.model_copy(update={"span": span})

    def _query_vector(self, query: str) -> np.ndarray:
        embedder = self._embedder
        if embedder is None:
            raise ConfigError("this index needs an embedder for dense search; pass Index.open(..., embedder=...)")
        with self._embedder_lock:
            return np.asarray(embedder.embed([query])[0], dtype=np.float32)

    def _hidden_matches(self, state: _State, query: str, principal: Principal, mode: SearchMode) -> bool:
        """Whether spans this principal may not see would have matched (never says which)."""
        everyone = np.ones(len(state.spans), dtype=bool)
        if mode != SearchMode.DENSE:
            q = _text_query(state, query)
            if q is not None and bool(state.searcher().search(q, 1, count=False).hits):
                return True
        if mode != SearchMode.BM25:
            return bool(_dense(state, self._query_vector(query), everyone, 1, self.dense_floor))
        return False

    # ------------------------------------------------------------------ incremental changes

    def add(self, docs: Iterable[Document], *, progress: bool = False) -> None:
        """Add documents, replacing any with the same ``doc_id`` (new text or new permissions).

        The change is written to a copy and swapped in, so a failure leaves the index as it was; once this
        returns, searches see only the new state (a re-permissioned document is filtered by its new ACL).
        """
        new = list(docs)
        _check_unique_docs(new)
        with self._write_lock:
            state = self._state
            spans = [s for d in new for s in split_spans(d)]
            emb = None
            if state.emb is not None:
                if self._embedder is None:
                    raise ConfigError("this index has embeddings; open it with its embedder to add documents")
                emb = _embed_spans(self._embedder, spans, progress)
            self._rewrite(state, {d.doc_id for d in new}, new, spans, emb)

    def delete(self, doc_ids: Iterable[str]) -> None:
        """Remove documents by id (unknown ids are a CorpusError; nothing is changed then)."""
        ids = set(doc_ids)
        with self._write_lock:
            state = self._state
            unknown = sorted(ids - set(state.docs))
            if unknown:
                raise CorpusError(f"cannot delete {unknown[:5]}: not in the index at {state.root}; check the ids")
            self._rewrite(state, ids, [], [], None)

    def _rewrite(
        self,
        state: _State,
        remove: set[str],
        new_docs: list[Document],
        new_spans: list[Span],
        new_emb: np.ndarray | None,
    ) -> None:
        root = state.root
        tmp = root.with_name(f".{root.name}.tmp-{uuid.uuid4().hex[:8]}")
        try:
            shutil.copytree(root / "tantivy", tmp / "tantivy")
            tix = tantivy.Index.open(str(tmp / "tantivy"))
            _register(tix)
            schema = tix.schema
            writer = _writer(tix)
            for doc_id in remove & set(state.docs):
                writer.delete_documents_by_term("doc_id", doc_id)
            for span in new_spans:
                writer.add_document(_tantivy_doc(span, schema))
            writer.commit()
            writer.wait_merging_threads()
            keep = [i for i, s in enumerate(state.spans) if s.doc_id not in remove]
            spans = [state.spans[i] for i in keep] + new_spans
            docs = [d for d in state.docs.values() if d.doc_id not in remove] + new_docs
            emb = None
            if state.emb is not None:
                parts = [state.emb[keep]]
                if new_emb is not None:
                    parts.append(new_emb)
                emb = np.concatenate(parts, axis=0).astype(np.float32, copy=False)
            manifest = state.manifest.model_copy(
                update={"updated_at": _now(), "n_documents": len(docs), "n_spans": len(spans)}
            )
            _write_files(tmp, manifest, docs, spans, emb, state.manifest.embedder)
            _swap_in(tmp, root)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
        self._state = _load_state(root)
        self._stale = (-1e9, None)


# --------------------------------------------------------------------------- helpers


def _mode(mode: SearchMode | str) -> SearchMode:
    try:
        return SearchMode(mode)
    except ValueError:
        raise ConfigError(f"unknown search mode {mode!r}; use one of bm25, dense, hybrid") from None


def _check_unique_docs(docs: Sequence[Document]) -> None:
    seen: set[str] = set()
    for d in docs:
        if not isinstance(d, Document):
            raise CorpusError(f"expected Document objects, got {type(d).__name__}")
        if d.doc_id in seen:
            raise CorpusError(f"duplicate doc_id {d.doc_id!r}; doc ids must be unique")
        if not d.text.strip():
            raise CorpusError(f"document {d.doc_id!r} has no text; give it a non-empty text")
        seen.add(d.doc_id)


def _embed_spans(embedder: Embedder, spans: Sequence[Span], progress: bool) -> np.ndarray:
    """Embed every span as a model reads it (:meth:`Span.reading`), in chunks of similar length so batches carry
    little padding."""
    texts = [s.reading() for s in spans]
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    out: np.ndarray | None = None
    chunk = 512
    bar = _bar(len(texts), "embedding spans", progress)
    for i in range(0, len(order), chunk):
        rows = order[i : i + chunk]
        part = np.asarray(embedder.embed([texts[r] for r in rows]), dtype=np.float32)
        if out is None:
            out = np.empty((len(texts), part.shape[1]), dtype=np.float32)
        out[rows] = part
        if bar is not None:
            bar.update(len(rows))
    if bar is not None:
        bar.close()
    if out is None:
        dim = int(getattr(embedder, "dim", 0) or embedder.embed(["x"]).shape[1])
        return np.zeros((0, dim), dtype=np.float32)
    return out


def _bar(total: int, desc: str, enabled: bool) -> Any:
    if not enabled:
        return None
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="span")


def _write_dir(
    tmp: Path,
    manifest: IndexManifest,
    docs: Sequence[Document],
    spans: Sequence[Span],
    emb: np.ndarray | None,
    embedder_name: str | None,
    progress: bool,
) -> None:
    (tmp / "tantivy").mkdir(parents=True)
    schema = _schema()
    tix = tantivy.Index(schema, path=str(tmp / "tantivy"))
    _register(tix)
    writer = _writer(tix)
    bar = _bar(len(spans), "indexing spans", progress)
    for i, span in enumerate(spans):
        writer.add_document(_tantivy_doc(span, schema))
        if bar is not None and i % 256 == 255:
            bar.update(256)
    if bar is not None:
        bar.update(len(spans) % 256)
        bar.close()
    writer.commit()
    writer.wait_merging_threads()
    _write_files(tmp, manifest, docs, spans, emb, embedder_name)


def _write_files(
    root: Path,
    manifest: IndexManifest,
    docs: Sequence[Document],
    spans: Sequence[Span],
    emb: np.ndarray | None,
    embedder_name: str | None,
) -> None:
    with (root / "documents.jsonl").open("w", encoding="utf-8") as fh:
        for d in docs:
            fh.write(d.model_dump_json(exclude_defaults=True) + "\n")
    with (root / "spans.jsonl").open("w", encoding="utf-8") as fh:
        for s in spans:
            fh.write(json.dumps([s.doc_id, s.start, s.end, s.sentence_ids], ensure_ascii=False) + "\n")
    update: dict[str, Any] = {"embedder": None, "embedding_dim": None, "embeddings_sha256": None}
    if emb is not None:
        np.save(root / "embeddings.npy", emb)
        update = {"embedder": embedder_name, "embedding_dim": int(emb.shape[1]), "embeddings_sha256": _sha(emb)}
    elif (root / "embeddings.npy").exists():
        (root / "embeddings.npy").unlink()
    manifest = manifest.model_copy(update=update)
    atomic_write_text(root / MANIFEST, manifest.model_dump_json(indent=2))  # last: marks the index complete


def _load_state(root: Path) -> _State:
    mpath = root / MANIFEST
    hint = f"build one with `claimbound index CORPUS --out {root}`"
    if not root.is_dir():
        raise SourceError(f"no index at {root}: the directory does not exist; {hint}")
    if not mpath.is_file():
        raise SourceError(f"{root} is not a claimbound index (no {MANIFEST}); {hint}")
    try:
        manifest = IndexManifest.model_validate_json(mpath.read_text(encoding="utf-8"))
        if manifest.format != FORMAT_VERSION:
            raise SourceError(f"{root} has index format {manifest.format}, this claimbound reads {FORMAT_VERSION}; rebuild it")
        docs: dict[str, Document] = {}
        with (root / "documents.jsonl").open(encoding="utf-8") as fh:
            for line in fh:
                d = Document.model_validate_json(line)
                docs[d.doc_id] = d
        bounds: dict[str, list[tuple[int, int, list[int]]]] = {}  # per document, in order
        order: list[str] = []  # the document of each span, in the index's order
        with (root / "spans.jsonl").open(encoding="utf-8") as fh:
            for line in fh:
                doc_id, start, end, sids = json.loads(line)
                bounds.setdefault(doc_id, []).append((start, end, sids))
                order.append(doc_id)
        made = {doc_id: iter(spans_at(docs[doc_id], b)) for doc_id, b in bounds.items()}
        spans: list[Span] = [next(made[doc_id]) for doc_id in order]
        emb = None
        if manifest.embedder is not None:
            emb = np.load(root / "embeddings.npy")
            if emb.shape != (len(spans), manifest.embedding_dim) or _sha(emb) != manifest.embeddings_sha256:
                raise SourceError(f"{root}/embeddings.npy does not match the manifest (corrupt copy?); rebuild the index")
        tix = tantivy.Index.open(str(root / "tantivy"))
        _register(tix)
    except SourceError:
        raise
    except (OSError, ValueError, KeyError) as exc:
        raise SourceError(f"the index at {root} is unreadable ({type(exc).__name__}: {exc}); rebuild it") from exc
    if len(spans) != manifest.n_spans:
        raise SourceError(f"the index at {root} lists {manifest.n_spans} spans but holds {len(spans)}; rebuild it")
    groups: dict[tuple[str, frozenset[str] | None], int] = {}
    group_of = np.empty(len(spans), dtype=np.int32)
    for i, s in enumerate(spans):
        key = (s.metadata.tenant, None if s.metadata.roles is None else frozenset(s.metadata.roles))
        group_of[i] = groups.setdefault(key, len(groups))
    return _State(
        root=root,
        manifest=manifest,
        tindex=tix,
        schema=tix.schema,
        docs=docs,
        spans=spans,
        rows={s.span_id: i for i, s in enumerate(spans)},
        emb=emb,
        groups=list(groups),
        group_of=group_of,
        tenants=frozenset(d.metadata.tenant for d in docs.values()) - {PUBLIC_TENANT},
    )


def _text_query(state: _State, query: str) -> tantivy.Query | None:
    """BM25 query over title + text (English analyzer) and CJK n-grams; ``None`` when nothing is searchable."""
    clean = _BOOLEAN_WORDS.sub(lambda m: m.group(0).lower(), _QUERY_NOISE.sub(" ", query)).strip()
    parts: list[tuple[tantivy.Occur, tantivy.Query]] = []
    if clean:
        q, _errors = state.tindex.parse_query_lenient(clean, ["title", "text"])
        parts.append((tantivy.Occur.Should, q))
    runs = _CJK_RUN.findall(query)
    if runs:
        grams = sorted({tok for run in runs for tok in _cjk_analyzer().analyze(run)})
        parts.extend(
            (tantivy.Occur.Should, tantivy.Query.term_query(state.schema, "text_cjk", g)) for g in grams
        )
    if not parts:
        return None
    return tantivy.Query.boolean_query(parts)


def _bm25(state: _State, query: str, acl: tantivy.Query, n: int) -> list[tuple[int, float]]:
    q = _text_query(state, query)
    if q is None or not state.spans:
        return []
    full = tantivy.Query.boolean_query(
        [(tantivy.Occur.Must, q), (tantivy.Occur.Must, tantivy.Query.const_score_query(acl, 0.0))]
    )
    searcher = state.searcher()
    out = []
    for score, addr in searcher.search(full, n, count=False).hits:
        sid = searcher.doc(addr).get_first("span_id")
        row = state.rows.get(str(sid))
        if row is not None:
            out.append((row, float(score)))
    return out


_BLAS: Any = None


def _one_blas_thread() -> Any:
    """A context that runs BLAS on one thread: a single query's matrix-vector product is memory-bound, and
    waking a BLAS thread pool on a busy machine costs far more than it saves (measured: 90 ms vs 3 ms)."""
    global _BLAS
    if _BLAS is None:
        from threadpoolctl import ThreadpoolController

        _BLAS = ThreadpoolController()
    return _BLAS.limit(limits=1, user_api="blas")


def _dense(state: _State, qvec: np.ndarray, mask: np.ndarray, n: int, floor: float) -> list[tuple[int, float]]:
    if state.emb is None or not len(state.spans):
        return []
    with _one_blas_thread():
        scores = state.emb @ qvec.astype(np.float32, copy=False)
    scores = np.where(mask, scores, -np.inf)  # the access filter comes before ranking
    n = min(n, int(mask.sum()))
    if n <= 0:
        return []
    top = np.argpartition(-scores, n - 1)[:n] if n < len(scores) else np.arange(len(scores))
    top = top[np.argsort(-scores[top], kind="stable")]
    return [(int(r), float(scores[r])) for r in top if scores[r] >= floor]


def _fuse(
    state: _State,
    bm: list[tuple[int, float]],
    de: list[tuple[int, float]],
    k: int,
    rrf_k: int,
    lam: float,
) -> list[SearchHit]:
    """Reciprocal-rank fusion of BM25 and dense, then MMR over the fused pool for diversity."""
    fused: dict[int, float] = {}
    bm_rank = {r: i + 1 for i, (r, _) in enumerate(bm)}
    de_rank = {r: i + 1 for i, (r, _) in enumerate(de)}
    bm_score = dict(bm)
    de_score = dict(de)
    for signal in (bm_rank, de_rank):
        for r, rank in signal.items():
            fused[r] = fused.get(r, 0.0) + 1.0 / (rrf_k + rank)
    if not fused:
        return []
    order = sorted(fused, key=lambda r: (-fused[r], r))
    rrf_rank = {r: i + 1 for i, r in enumerate(order)}
    pool = order[: max(3 * k, 30)]
    picked = _mmr(state, pool, fused, k, lam)
    hits = []
    for i, (r, mmr_score) in enumerate(picked):
        scores = {"rrf": fused[r], "mmr": mmr_score}
        ranks = {"hybrid": i + 1, "rrf": rrf_rank[r]}
        if r in bm_rank:
            scores["bm25"] = bm_score[r]
            ranks["bm25"] = bm_rank[r]
        if r in de_rank:
            scores["dense"] = de_score[r]
            ranks["dense"] = de_rank[r]
        hits.append(SearchHit(span=state.spans[r], score=fused[r], scores=scores, ranks=ranks))
    return hits


def _mmr(state: _State, pool: list[int], rel: dict[int, float], k: int, lam: float) -> list[tuple[int, float]]:
    """Maximal marginal relevance: ``lam * relevance - (1 - lam) * max similarity to what is already picked``.

    Relevance is the fused score scaled to the best one; similarity is the cosine of the span embeddings."""
    if state.emb is None or lam >= 1.0:
        return [(r, rel[r] / rel[pool[0]]) for r in pool[:k]]
    vecs = state.emb[pool]
    with _one_blas_thread():
        sims = vecs @ vecs.T
    top = max(rel[r] for r in pool)
    relevance = np.array([rel[r] / top for r in pool], dtype=np.float32)
    chosen: list[int] = []
    out: list[tuple[int, float]] = []
    max_sim = np.full(len(pool), -np.inf, dtype=np.float32)
    available = np.ones(len(pool), dtype=bool)
    for _ in range(min(k, len(pool))):
        penalty = np.where(np.isfinite(max_sim), max_sim, 0.0)
        score = lam * relevance - (1 - lam) * penalty
        score = np.where(available, score, -np.inf)
        j = int(np.argmax(score))
        chosen.append(j)
        out.append((pool[j], float(score[j])))
        available[j] = False
        max_sim = np.maximum(max_sim, sims[j])
    return out

