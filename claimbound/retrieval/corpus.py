"""Corpus ingestion: the JSONL schema of ../shared/datasets, or a folder of ``.txt`` / ``.md`` files.

``load_corpus(path)`` accepts a ``.jsonl`` file, a folder holding ``corpus.jsonl``, or a folder of text files
(searched recursively; ``doc_id`` is the path relative to the folder). Markdown / text files may open with a
front-matter block (``---`` lines around ``key: value`` pairs) carrying the metadata keys of the datasets README
(tenant, roles, version, published_at, source, authority); ``roles`` is a comma-separated list there.
Every problem is a :class:`~claimbound.errors.CorpusError` naming the file (and line) and the fix.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, PrivateAttr, ValidationError

from claimbound.claims.models import DocMetadata, Document
from claimbound.errors import CorpusError
from claimbound.files import file_sha256
from claimbound.jsonl import iter_jsonl

TEXT_SUFFIXES = (".txt", ".md", ".markdown")
CORPUS_FILE = "corpus.jsonl"


class CorpusFingerprint(BaseModel):
    """What the source corpus looked like at build time: resolved path, and per file size, mtime and sha256."""

    path: str
    files: dict[str, tuple[int, int, str]]  # relative name -> (size, mtime_ns, sha256)
    _same: dict[str, int] = PrivateAttr(default_factory=dict)  # name -> an mtime whose content was verified same

    def same_content(self, other: CorpusFingerprint) -> bool:
        """Whether both were taken of files with the same contents, wherever the files were."""
        return sorted(sha for _s, _m, sha in self.files.values()) == sorted(sha for _s, _m, sha in other.files.values())

    def changed(self) -> str | None:
        """``None`` when the source still matches, else a sentence saying what changed."""
        root = Path(self.path)
        if not root.exists():
            return f"the corpus {root} no longer exists"
        try:
            now = _stat_files(root)
        except OSError as exc:
            return f"the corpus {root} cannot be read ({exc})"
        if set(now) != set(self.files):
            added = sorted(set(now) - set(self.files))
            removed = sorted(set(self.files) - set(now))
            return f"files were added {added[:3]} or removed {removed[:3]} in {root}"
        for name, (size, mtime, sha) in self.files.items():
            nsize, nmtime = now[name]
            if nsize != size:
                return f"{root / name if root.is_dir() else root} changed size"
            if nmtime != mtime and self._same.get(name) != nmtime:
                if file_sha256(root / name if root.is_dir() else root) != sha:
                    return f"{root / name if root.is_dir() else root} changed content"
                self._same[name] = nmtime
        return None


def _source_files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    if (root / CORPUS_FILE).is_file():
        return [root / CORPUS_FILE]
    return sorted(p for p in root.rglob("*") if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES)


def _stat_files(root: Path) -> dict[str, tuple[int, int]]:
    out = {}
    for p in _source_files(root):
        st = p.stat()
        out[p.name if root.is_file() else p.relative_to(root).as_posix()] = (st.st_size, st.st_mtime_ns)
    return out


def fingerprint(path: str | os.PathLike[str]) -> CorpusFingerprint:
    """Fingerprint a corpus path (as accepted by :func:`load_corpus`) for stale-index detection."""
    root = Path(path).resolve()
    files = {}
    for name, (size, mtime) in _stat_files(root).items():
        files[name] = (size, mtime, file_sha256(root if root.is_file() else root / name))
    return CorpusFingerprint(path=str(root), files=files)


def load_corpus(path: str | os.PathLike[str]) -> list[Document]:
    """Read a corpus: a ``.jsonl`` file, a folder with ``corpus.jsonl``, or a folder of ``.txt`` / ``.md`` files."""
    root = Path(path)
    if not root.exists():
        raise CorpusError(f"corpus {root} does not exist; pass a corpus.jsonl file or a folder of .txt/.md files")
    if root.is_file():
        if root.suffix.lower() in TEXT_SUFFIXES:
            return [_read_text_file(root, root.parent)]
        return _read_jsonl(root)
    if (root / CORPUS_FILE).is_file():
        return _read_jsonl(root / CORPUS_FILE)
    files = _source_files(root)
    if not files:
        raise CorpusError(
            f"corpus folder {root} holds neither {CORPUS_FILE} nor any {'/'.join(TEXT_SUFFIXES)} file; "
            "add documents or point at the right folder"
        )
    docs = [_read_text_file(p, root) for p in files]
    _check_unique((d.doc_id, f"{root / d.doc_id}") for d in docs)
    return docs


def _check_unique(ids: Iterable[tuple[str, str]]) -> None:
    seen: dict[str, str] = {}
    for doc_id, where in ids:
        if doc_id in seen:
            raise CorpusError(
                f"{where}: duplicate doc_id {doc_id!r} (first seen at {seen[doc_id]}); doc ids must be unique"
            )
        seen[doc_id] = where


def _read_jsonl(path: Path) -> list[Document]:
    docs: list[Document] = []
    seen: dict[str, str] = {}
    for where, record in iter_jsonl(path):
        doc = _document(record, where)
        if doc.doc_id in seen:
            raise CorpusError(
                f"{where}: duplicate doc_id {doc.doc_id!r} (first at line {seen[doc.doc_id]}); doc ids must be unique"
            )
        seen[doc.doc_id] = where.rsplit(":", 1)[1]
        docs.append(doc)
    if not docs:
        raise CorpusError(f"{path}: no documents; the file is empty")
    return docs


def _document(record: Any, where: str) -> Document:
    if not isinstance(record, dict):
        raise CorpusError(f"{where}: expected a JSON object with doc_id and text, got {type(record).__name__}")
    doc_id = record.get("doc_id", record.get("id"))
    if doc_id is None or (isinstance(doc_id, str) and not doc_id.strip()):
        raise CorpusError(f"{where}: missing doc_id; every line needs a non-empty \"doc_id\"")
    text = record.get("text")
    if not isinstance(text, str) or not text.strip():
        raise CorpusError(f"{where}: document {doc_id!r} has no text; give a non-empty \"text\" string")
    sentences = record.get("sentences")
    if sentences is not None and (
        not isinstance(sentences, list) or not all(isinstance(s, str) for s in sentences)
    ):
        raise CorpusError(f"{where}: \"sentences\" must be a list of strings or null")
    metadata = record.get("metadata") or {}
    if not isinstance(metadata, dict):
        raise CorpusError(f"{where}: \"metadata\" must be an object")
    try:
        meta = DocMetadata.model_validate(_normalise_metadata(metadata))
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(["metadata", *(str(x) for x in first["loc"])])
        raise CorpusError(f"{where}: invalid field {loc!r}: {first['msg']}; fix the value or drop the key") from None
    try:
        doc = Document(
            doc_id=str(doc_id),
            title=str(record.get("title") or ""),
            text=text,
            sentences=sentences,
            metadata=meta,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(x) for x in first["loc"])
        raise CorpusError(f"{where}: invalid field {loc!r}: {first['msg']}") from None
    if sentences is not None:
        _check_sentences(doc, where)
    return doc


def _check_sentences(doc: Document, where: str) -> None:
    pos = 0
    for i, sent in enumerate(doc.sentences or []):
        found = doc.text.find(sent, pos)
        if found < 0:
            raise CorpusError(
                f"{where}: sentence {i} of {doc.doc_id!r} does not occur in its text in order; "
                "make \"text\" the concatenation of \"sentences\" or set \"sentences\" to null"
            )
        pos = found + len(sent)


def _normalise_metadata(meta: dict[str, Any]) -> dict[str, Any]:
    out = dict(meta)
    roles = out.get("roles")
    if isinstance(roles, str):
        out["roles"] = [r.strip() for r in roles.split(",") if r.strip()]
    return out


def _read_text_file(path: Path, root: Path) -> Document:
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CorpusError(f"{path}: invalid UTF-8 at byte {exc.start}; re-encode the file as UTF-8") from None
    except OSError as exc:
        raise CorpusError(f"{path}: cannot read ({exc.strerror})") from None
    meta: dict[str, Any] = {}
    if text.startswith("---\n") or text.startswith("---\r\n"):
        end = text.find("\n---", 3)
        if end > 0:
            header = text[: end].splitlines()[1:]
            for lineno, line in enumerate(header, start=2):
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                if ":" not in line:
                    raise CorpusError(f"{path}:{lineno}: front matter line is not `key: value`; fix or remove it")
                key, value = line.split(":", 1)
                meta[key.strip()] = value.strip().strip("\"'")
            nl = text.find("\n", end + 4)
            text = "" if nl < 0 else text[nl + 1 :]
    if not text.strip():
        raise CorpusError(f"{path}: the file has no text; remove it or add content")
    doc_id = path.relative_to(root).as_posix()
    title = meta.pop("title", None) or _title_of(text, path)
    try:
        metadata = DocMetadata.model_validate(_normalise_metadata(meta))
    except ValidationError as exc:
        first = exc.errors()[0]
        raise CorpusError(f"{path}: invalid front matter {first['loc'][0]!r}: {first['msg']}") from None
    return Document(doc_id=doc_id, title=str(title), text=text, metadata=metadata)


def _title_of(text: str, path: Path) -> str:
    if path.suffix.lower() != ".txt":
        for line in text.splitlines():
            if line.startswith("# "):
                return line[2:].strip()
            if line.strip():
                break
    return path.stem.replace("_", " ").replace("-", " ")
