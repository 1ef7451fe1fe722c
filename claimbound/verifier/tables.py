"""Coverage and conflict tables from per-span judgements (pure functions, no model)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime

from claimbound.claims.calendar import BEFORE_YEAR, YEAR, asks_earlier, in_force_document
from claimbound.claims.models import (
    Claim,
    Conflict,
    ConflictKind,
    ConflictResolution,
    ConflictTable,
    CoverageRow,
    CoverageTable,
    Relation,
    Support,
)
from claimbound.claims.plan import about_subject, anchors, claim_words, claim_words_in
from claimbound.verifier.text import NAMED_PLACE, closed_set_member, known_place

__all__ = ["build_tables", "support_rank", "supersedes"]

_REL_RANK = {Relation.ENTAILS: 2, Relation.NEUTRAL: 1, Relation.CONTRADICTS: 0}


def support_rank(s: Support) -> tuple[float, int, float]:
    """Sort key, best first when reversed: level, then relation (entails > neutral > contradicts), then score."""
    return (s.level, _REL_RANK[s.relation], s.score)


_NAME = r"[A-Z][\w'’.\-]*"
_PAIRED_AFTER = re.compile(rf"(?:,\s+(?:{_NAME}\s+){{0,3}}{_NAME})*,?\s+(?:and|or)\s+[A-Z]")
_PAIRED_BEFORE = re.compile(rf"{_NAME},?\s+(?:and|or)\s+$")


def _listed_with_others(s: Support) -> bool:
    """Whether the support's bound value is a name the span lists with others ("Berlin" in "Acme has offices in Paris
    and Berlin", "Boy George" in "covered by a number of artists, including Boy George, Hermine Demoriane and
    Porcupine Tree"): one of the things listed, which answers a question asking for one thing ("Where is acme
    located?") less well than a value a span gives alone ("Acme's headquarters is in Lyon"). A name joined to a
    clause ("written by Yoko Ono and first released ...") or to a place it is in ("Lyon, France", "in Frankfurt,
    Germany and nearby ...", "Alexandria, Louisiana, United States") is alone: a list ends in "and" or "or" before
    a name."""
    b = s.binding
    if b is None or b.doc_id != s.span.doc_id or not b.value[:1].isupper():
        return False
    start, end = b.start - s.span.start, b.end - s.span.start
    text = s.span.text
    if not 0 <= start <= end <= len(text):
        return False
    return _PAIRED_AFTER.match(text, end) is not None or _PAIRED_BEFORE.search(text[:start]) is not None


def _version_key(v: str | None) -> tuple[int, ...] | None:
    if v is None:
        return None
    nums = re.findall(r"\d+", v)
    return tuple(int(n) for n in nums) if nums else None


def _recency(s: Support) -> tuple[str, datetime | tuple[int, ...]] | None:
    md = s.span.metadata
    if md.published_at is not None:
        pub = md.published_at
        return ("date", pub.replace(tzinfo=None) if pub.tzinfo is None else pub.astimezone().replace(tzinfo=None))
    key = _version_key(md.version)
    return ("version", key) if key is not None else None


def supersedes(newer: Sequence[Support], older: Sequence[Support]) -> tuple[Support, str] | None:
    """The span of ``newer`` that supersedes every span of ``older`` by ``published_at`` (or, when dates are absent,
    by ``version``), with an explanation; ``None`` when metadata does not settle it."""
    for field in ("date", "version"):
        new_keys = [(r[1], s) for s in newer if (r := _recency(s)) and r[0] == field]
        old_keys = [r[1] for s in older if (r := _recency(s)) and r[0] == field]
        if not new_keys or len(old_keys) != len(older):
            continue
        best_key, best = max(new_keys, key=lambda t: t[0])  # type: ignore[arg-type,return-value]
        if all(best_key > k for k in old_keys):  # type: ignore[operator]
            what = "published_at" if field == "date" else "version"
            val = best.span.metadata.published_at if field == "date" else best.span.metadata.version
            olds = ", ".join(s.span.span_id for s in older)
            return best, f"{best.span.span_id} ({what} {val}) supersedes {olds}"
    return None


def _norm_value(v: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", v.lower()).strip()


def _value_groups(bound: list[Support]) -> dict[str, list[Support]]:
    """Bound supports grouped by value; a value whose words all occur in another value is the same value
    ("1976" and "7 January 1976", "Smart" and "Jeffrey Smart"): it joins the group of the fuller one."""
    groups: dict[str, list[Support]] = defaultdict(list)
    for s in bound:
        assert s.binding is not None
        groups[_norm_value(s.binding.value)].append(s)
    for v in sorted(groups, key=len):  # shorter values first: fold each into a fuller value containing it
        words = set(v.split())
        fuller = [w for w in groups if w != v and words <= set(w.split())]
        if fuller and words:
            groups[max(fuller, key=len)].extend(groups.pop(v))
    for g in groups.values():
        g.sort(key=support_rank, reverse=True)
    return groups


def _of_year(s: Support, years: set[str]) -> bool:
    """Whether ``s``'s document is of one of ``years``: its title names it, or it was published or versioned in it."""
    md = s.span.metadata
    return (bool(set(YEAR.findall(s.span.title or "")) & years)
            or (md.published_at is not None and str(md.published_at.year) in years) or (md.version or "") in years)


def _named_year(claim_text: str, side_a: list[Support], side_b: list[Support]) -> tuple[Support, str] | None:
    """The side whose documents are of a year the claim names, when the other side's are not: "The meal allowance
    was 45 EUR in 2023" is the 2023 policy's to state, which the 2025 one does not contradict. A claim of what held
    before the year it names is the other side's to state."""
    years = set(YEAR.findall(claim_text))
    if not years or in_force_document(claim_text):  # "The 2023 travel policy still applies": the year names the
        return None  # document, whose own text says it applies, and which a newer one may have replaced
    a, b = [s for s in side_a if _of_year(s, years)], [s for s in side_b if _of_year(s, years)]
    if bool(a) == bool(b):
        return None
    own = a or b
    if years == set(BEFORE_YEAR.findall(claim_text)):
        # "Parental leave was 12 weeks before 2024": the side of 2024 is what came after; the other side held before
        other = side_b if a else side_a
        return other[0], (f"the claim asks what held before {', '.join(sorted(years))}, the year of "
                          f"{own[0].span.span_id}")
    return own[0], f"the claim names {', '.join(sorted(years))}, the year of {own[0].span.span_id}"


def _resolve(claim_id: str, kind: ConflictKind, side_a: list[Support], side_b: list[Support],
             claim_text: str = "") -> Conflict:
    dated = _named_year(claim_text, side_a, side_b)
    if dated:
        winner, why = dated
        return Conflict(claim_id=claim_id, kind=kind, resolution=ConflictResolution.EXPLAINED,
                        supporting=side_a, opposing=side_b, winner_span_id=winner.span.span_id, explanation=why)
    for newer, older in ((side_a, side_b), (side_b, side_a)):
        hit = supersedes(newer, older)
        if hit:
            winner, why = hit
            if asks_earlier(claim_text):  # "the previous meal allowance": the version replaced is the answer
                winner, why = older[0], f"the claim asks what held before: {why}"
            return Conflict(claim_id=claim_id, kind=kind, resolution=ConflictResolution.EXPLAINED,
                            supporting=side_a, opposing=side_b, winner_span_id=winner.span.span_id, explanation=why)
    return Conflict(claim_id=claim_id, kind=kind, resolution=ConflictResolution.UNRESOLVED, supporting=side_a,
                    opposing=side_b, explanation="spans disagree and their metadata does not say which is newer")


def _every_word_first(claim: Claim, supports: list[Support]) -> list[Support]:
    """An open claim's full supports, with those whose span lacks some of the claim's words lowered to partial when
    a span that says every one of them (:func:`~claimbound.claims.plan.claim_words_in`: its text or its document's
    title) fully supports the claim: "Parental leave applies to birth, ..." answers "parental leave applies to
    {sq1}", and "Acme has offices in Paris and Berlin" answers "acme has offices in {sq1}"; "Cobalt offers 16 weeks
    of paid parental leave" and "Acme's headquarters is in Lyon", which the model also reads as entailing them, do not
    say "applies" or "offices". (One absent word is what the words check tolerates in a paraphrase, when nothing
    says the claim in its own words.)"""
    full = [s for s in supports if s.level == 1.0 and s.binding is not None]
    if not claim.slot or len(full) < 2:
        return supports
    words = claim_words(claim.text)
    unsaid = {s.span.span_id: sorted(words - claim_words_in(words, s)) for s in full}
    if all(unsaid.values()) or not any(unsaid.values()):
        return supports
    return [s.model_copy(update={"level": 0.5, "reason": "; ".join(filter(None, [
        s.reason, f"another span says every word of the claim ({', '.join(unsaid[s.span.span_id])} not here)"]))})
        if s.level == 1.0 and s.binding is not None and unsaid[s.span.span_id] else s for s in supports]


def build_tables(claims: Sequence[Claim], supports: Sequence[Support]) -> tuple[CoverageTable, ConflictTable]:
    """Best level per claim (its winning span is the citation) and the conflicts between spans.

    Coverage: one row per claim in ``claims`` order; ``supports`` sorted best first (level, relation, score); the
    row's level is the best span's level. For an open claim a span whose text or document title names the
    claim's subject ranks above one at the same level that names neither (as only a span about the subject can
    oppose a value, see :func:`claimbound.answer.compose.settle_conflicts`): for the author of "Brand", a span of
    the page "Brand (play)" binds before one of a page on another author. Supports of unknown claim ids are
    ignored.
    Conflicts: ``contradiction`` when one span fully entails a claim (level 1) and another contradicts it; ``slot_mismatch`` when
    fully supporting spans bind the claim's slot to different values (for a claim that asks for ``several``, whose
    values all answer it, only when a newer version supersedes). Each is ``explained`` when the claim names a year
    only one side's documents are of (their title, publication or version: that side wins), or when span metadata
    (``published_at``, else ``version``) shows one side supersedes the other (the winner is that span), else
    ``unresolved``.
    """
    by_claim: dict[str, list[Support]] = defaultdict(list)
    for s in supports:
        by_claim[s.claim_id].append(s)
    texts = {c.id: c.text for c in claims}
    for cid, ss in by_claim.items():  # a place's own case before the case of the places a span does not name
        places = [m.group("place") for m in NAMED_PLACE.finditer(texts.get(cid, ""))]
        # a document that gives the place its own sentence ("The hotel cap in Paris is 220 EUR") does not count it
        # among its "other cities", however that sentence was judged
        naming = {s.span.doc_id for s in ss if s.default_case is None and any(
            re.search(rf"\b{re.escape(p)}\b", s.span.text) for p in places)}
        proven = any(s.level == 1.0 and s.default_case is None for s in ss)
        by_claim[cid] = [s.model_copy(update={
            "level": 0.5, "relation": Relation.NEUTRAL,
            "reason": "; ".join(filter(None, [s.reason, "another span names the place itself"]))})
            if s.default_case is not None and s.level == 1.0 and (proven or s.span.doc_id in naming) else s for s in ss]
    for claim in claims:  # a span that says every word of the claim before one that does not
        by_claim[claim.id] = _every_word_first(claim, by_claim.get(claim.id, []))
    rows: list[CoverageRow] = []
    conflicts: list[Conflict] = []
    for claim in claims:
        subject = anchors(claim.text) if claim.slot else set()
        kind = claim.answer_type

        def rank(s: Support, subject: set[str] = subject, kind: str | None = kind,
                 one: bool = not claim.several) -> tuple[float, bool, bool, int, bool, float]:
            # a value of the slot's kind (a state for "from what state") before one a span without any offered; for
            # a claim asking one value, one a span gives alone before one of a pair it lists
            level, rel, score = support_rank(s)
            member = s.binding is not None and closed_set_member(kind, s.binding.value) is True
            return level, member, about_subject(subject, s), rel, not (one and _listed_with_others(s)), score

        ss = sorted(by_claim.get(claim.id, []), key=rank, reverse=True)
        best = ss[0] if ss else None
        rows.append(CoverageRow(claim_id=claim.id, claim_text=claim.text, weight=claim.weight,
                                required=claim.required, level=best.level if best else 0.0, best=best, supports=ss))
        # a side of a contradiction fully supports the claim: an entailment a check lowered to 0.5 (the span names
        # someone else, lacks the claim's number) supports nothing that a contradiction could dispute
        entail = [s for s in ss if s.relation == Relation.ENTAILS and s.level == 1.0]
        contra = [s for s in ss if s.relation == Relation.CONTRADICTS]
        if entail and contra:
            conflicts.append(_resolve(claim.id, ConflictKind.CONTRADICTION, entail, contra, claim.text))
        bound = [s for s in ss if s.binding is not None and s.level == 1.0]
        if any(s.binding is not None and closed_set_member(kind, s.binding.value) is True for s in bound):
            # a value of the slot's kind is bound: one that names no place at all ("Americana" for "from what
            # state"), from a span that offered no value of the kind, opposes nothing; another place still does
            bound = [s for s in bound if s.binding is not None and (closed_set_member(kind, s.binding.value)
                                                                    or known_place(s.binding.value))]
        groups = _value_groups(bound)
        if len(groups) > 1:
            ordered = sorted(groups.values(), key=lambda g: rank(g[0]), reverse=True)
            top, rest = ordered[0], [s for g in ordered[1:] for s in g]
            conflict = _resolve(claim.id, ConflictKind.SLOT_MISMATCH, top, rest, claim.text)
            if not claim.several or conflict.resolution == ConflictResolution.EXPLAINED:
                # 'Which cities ...': every value answers, none opposes another, unless a newer version replaces it
                conflicts.append(conflict)
    return CoverageTable(rows=rows), ConflictTable(conflicts=conflicts)
