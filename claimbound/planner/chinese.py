"""Chinese rules for the rule planner (jieba for keywords, loaded on first use).

Chinese keeps the wh-word in place (谁 / 哪里 / 什么时候 ...), so a claim is the question with its wh-word
replaced by the sub-question's placeholder. Shapes: comparison (A和B哪个更… / A还是B / 是否都), yes/no (吗 / 是否),
bridge by 的-chains of named entities (《星际穿越》的导演的出生地 -> two hops), clarify for a bare pronoun.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claimbound.cjk import ORGANISATION_NOUNS_ZH, load_jieba
from claimbound.claims.models import Route
from claimbound.claims.plan import DYNASTY, Plan

_WH_ZH = [
    ("什么时候", "date"), ("哪一年", "date"), ("哪年", "date"), ("何时", "date"), ("几月", "date"), ("哪天", "date"),
    ("多少", "number"), ("几个", "number"), ("几", "number"),
    ("多大", "measure"), ("多长时间", "duration"), ("多长", "measure"), ("多久", "duration"), ("多高", "measure"), ("多远", "distance"),
    ("什么样的", "entity"), ("哪种", "entity"), ("哪一种", "entity"),
    ("哪里", "location"), ("哪儿", "location"), ("什么地方", "location"), ("哪个国家", "location"), ("哪个城市", "location"), ("哪国", "location"),
    ("为什么", "reason"), ("为何", "reason"), ("怎么", "manner"), ("怎样", "manner"), ("如何", "manner"),
    ("何人", "person"), ("何地", "location"), ("何处", "location"), ("何种", "entity"),
    ("因何", "reason"), ("何故", "reason"), ("何年", "date"), ("何国", "location"), ("何职", "entity"), ("何物", "entity"),
    ("何事", "entity"),
    ("谁", "person"), ("哪位", "person"), ("哪个", "entity"), ("哪些", "entity"), ("什么", "entity"), ("哪", "entity"),
]
_STOP_ZH = set("的 了 是 在 和 与 及 或 吗 呢 吧 啊 哪 谁 什么 哪里 哪个 哪些 多少 几 为什么 为何 因何 何故 何人 何地 何处 何种 何职 何物 何事 怎么 怎样 如何 何时 什么时候 哪一年 "
               "哪年 是否 是不是 都 也 还是 有 被 把 对 于 从 到 由 这 那 这个 那个 一个 请问 呀 ， 。 ？ ! ！ 、 《 》 “ ” "
               "( ) （ ）".split())
_PRONOUNS_ZH = ("他们", "她们", "它们", "他", "她", "它", "这个", "那个", "这家", "那家", "该")


def zh_keywords(text: str) -> list[str]:
    text = re.sub(r"\{sq\d+\}", " ", text)
    toks = [t.strip() for t in load_jieba().cut(text)]
    out: list[str] = []
    for t in toks:
        if t and t not in _STOP_ZH and not re.fullmatch(r"[\W_]+", t) and t not in out:
            out.append(t)
    refs = re.findall(r"\{sq\d+\}", text)
    return refs + out


_AS_WHAT = re.compile(r"(?<=[称编成作视选认列名命译变定])为什么")
""""被称为什么", "改编为什么": 为 + 什么 (as what), no 为什么 (why)."""


def _wh(text: str) -> tuple[str, str] | None:
    for w, slot in _WH_ZH:
        if w == "为什么" and w in text and _AS_WHAT.search(text) and text.count(w) == 1:
            continue  # "该棱柱被称为什么": what it is called
        if w in text:
            return w, slot
    return None


def _is_yes_no(text: str) -> bool:
    return text.endswith(("吗", "吗？", "吗?")) or "是否" in text or _A_NOT_A.search(text) is not None


_A_NOT_A = re.compile(r"([\u4e00-\u9fff])[不没]\1")
"""A verb, 不 or 没 and the verb again asks yes or no: "是不是", "需不需要", "有没有"."""
_WHEN_NOUNS_ZH = ("时间", "日期", "时候", "年份")


def _implicit_zh(text: str) -> str:
    """The claim of a question with no wh-word that names what it asks ("潘仕成逝世的时间是？", "桃花源小厨营业状况？"):
    that thing is the open value."""
    return text if text.endswith("是") else text + "是"


# 哪 (+ 一) + measure word + noun ("哪所大学", "哪位皇帝", "哪一朝代"): the noun only types the answer, so the value takes its place
# ("毕业于{sq1}", not "毕业于{sq1}所大学", which would read "北京大学所大学" once bound).
_MEASURE_ZH = "所位个些家座部本条支首届名间门项件"
_WH_MEASURE_RE = re.compile(rf"哪(?:一[{_MEASURE_ZH}]?|几?[{_MEASURE_ZH}])")
"""哪 + measure word, also 哪几 + measure word ("哪几门语言": which languages, no number)."""


_PLACE_NOUNS_ZH = ("地区", "地方", "国家", "城市", "省", "县", "市", "镇", "村", "国", "地")


@lru_cache(maxsize=1024)
def _which_noun(t: str) -> tuple[int, int, str] | None:
    """(start, end, noun) of "哪 (一) + measure word + noun" in ``t``: "哪所大学" -> the span of it and "大学".
    Cached: a sub-question's claim and its slot type both ask (jieba cuts the text once)."""
    m = _WH_MEASURE_RE.search(t)
    if m is None:
        return None
    rest = t[m.end():]
    noun = next(iter(load_jieba().cut(rest)), "") if rest else ""
    if not noun or noun in _STOP_ZH or re.fullmatch(r"[\W_]+", noun):
        return None
    return m.start(), m.end() + len(noun), noun


_DEFINED_ZH = (re.compile(r"^什么(?:是|叫做?)(?P<x>[^，,。？?的]{2,30})$"),
               re.compile(r"^(?P<x>[^，,。？?的]{2,30}?)(?:是|指)什么(?:意思)?$"),
               re.compile(r"^(?P<x>[^，,。？?的]{2,30}?)的(?:定义|含义|涵义|意思)是什么$"))
_NOT_DEFINED_ZH = ("这", "那", "他", "她", "它", "其", "本", "该")


def defined_term_zh(text: str) -> str | None:
    """The term a Chinese question asks the meaning of: "什么是梧桐树协议" / "赤痢变形虫是什么" / "西班牙语言的定义是
    什么" -> the words; ``None`` for a thing's attribute ("蒋巨峰现在的职务是什么", with 的), a pronoun ("这是什么") or
    any other question."""
    t = text.strip().rstrip("？?。 ")
    for pattern in _DEFINED_ZH:
        m = pattern.match(t)
        if m is not None and not m.group("x").startswith(_NOT_DEFINED_ZH) and _wh(m.group("x")) is None:
            return m.group("x").strip()
    return None


_DESCRIBED_ZH = ("功能", "作用", "用途", "特点", "特征", "意思", "含义", "情节", "成果", "背景", "影响", "症状", "样子", "内容",
                 "贡献", "意义", "目的", "区别")
"""Nouns a Chinese question asks a description of ("乌石渔港有什么功能？"): the answer is what the span says, no name."""
_DESCRIBED_RE = re.compile(r"^(?P<x>.+?)(?:(?:有|具有)(?:什么|哪些)(?P<n1>" + "|".join(_DESCRIBED_ZH) + r")"
                           r"|的(?P<n2>[\u4e00-\u9fff]{0,3}?(?:" + "|".join(_DESCRIBED_ZH) + r"))(?:是|有)(?:什么|哪些)"
                           r"|是什么(?P<n3>样子|意思)的?)$")


def described_zh(text: str) -> tuple[str, str] | None:
    """(topic, noun) of a Chinese question that asks a description: "乌石渔港有什么功能" / "大卫·休伯尔的研究成果是什么"
    / "迦楼罗是什么样子的" -> ("乌石渔港", "功能"), ("大卫·休伯尔", "研究成果") ...; ``None`` for any other question
    and for what something is held to be ("蓍被认为有什么作用")."""
    m = _DESCRIBED_RE.match(text.strip().rstrip("？?。 "))
    if m is None:
        return None
    topic, noun = m.group("x"), m.group("n1") or m.group("n2") or m.group("n3")
    if topic.endswith("认为"):  # "蓍被认为有什么作用": what it is held to do, a claim of its own
        return None
    return (topic, noun) if _wh(topic) is None else None


_DYNASTY_Q = re.compile(r"(?:哪[一个]?|什么|何)朝代|[哪何]一?朝(?![向着阳鲜])")
"""A question for a dynasty: "哪一朝代", "哪个朝代", "什么朝代", "何朝"."""


def _slot_zh(text: str) -> str:
    """The answer type: what a term means (a definition) for 什么是X / X是什么, a place for 哪些地区 / 哪个城市, a
    person for 哪位 + noun, an organisation for 哪所大学 / 哪家公司, else the wh-word's type (多长 of a thing is a length,
    多长时间 a duration)."""
    if defined_term_zh(text) is not None:
        return "definition"
    if described_zh(text) is not None:
        return "description"
    which = _which_noun(text.rstrip("？?。 "))  # the text _claim reads
    if which is not None:
        if which[2].endswith(_PLACE_NOUNS_ZH):
            return "location"
        if re.search(r"哪[一几]?位", text) or _person_zh(which[2]):
            return "person"
        if which[2].endswith(ORGANISATION_NOUNS_ZH):  # "哪所大学": a body, which a time or a movement is not
            return "organization"
        if "哪几" in text:  # "哪几门语言": which ones, not how many (几)
            return "entity"
    if _DYNASTY_Q.search(text):
        return DYNASTY  # "楚昭辅是哪一朝代的人": a dynasty, not its emperor
    wh = _wh(text)
    if wh is None and not _is_yes_no(text):  # "潘仕成逝世的时间是？": a time; "桃花源小厨营业状况？": what the span says
        return "date" if text.rstrip("？?。 ").removesuffix("是").endswith(_WHEN_NOUNS_ZH) else "description"
    return wh[1] if wh else "entity"


def _claim(text: str, ref: str) -> str:
    t = text.rstrip("？?。 ")
    wh = _wh(t)
    if _is_yes_no(t):
        return re.sub(r"(吗|呢)$", "", _A_NOT_A.sub(r"\1", t.replace("是否", "")))
    if wh is None:
        return _implicit_zh(t) + ref
    defined = defined_term_zh(t)
    if defined is not None:  # "什么是梧桐树协议" -> "梧桐树协议是{sq1}": what it is, not what is it
        return f"{defined}是{ref}"
    described = described_zh(t)
    if described is not None:  # "乌石渔港有什么功能" -> "乌石渔港的功能是{sq1}": what the span says it does
        return f"{described[0]}的{described[1]}是{ref}"
    which = _which_noun(t)
    if which is not None:
        return t[: which[0]] + ref + t[which[1]:]
    return t.replace(wh[0], ref, 1)


def plan_chinese(q: str, *, max_hops: int = 4) -> Plan:
    from claimbound.planner.rules import PlanBuilder, temporal_phrases

    b = PlanBuilder(question=q, planner="rule")
    t = q.strip().rstrip("？?。 ")
    temporal = temporal_phrases(t) + re.findall(r"\d{4}年(?:\d{1,2}月)?(?:\d{1,2}日)?|之前|之后|以前|以后", t)
    named = bool(re.search(r"《[^》]+》|[A-Za-z0-9]", t))
    if not named:
        words = [w for w in load_jieba().cut(t) if w not in _STOP_ZH and w.strip()]
        pron = next((p for p in _PRONOUNS_ZH if p in t), None)
        if pron and all(w in _PRONOUNS_ZH or len(w) <= 2 for w in words) and len(words) <= 3:
            b.notes.append("a key entity is missing; guessing is unsafe")
            return Plan(question=q, route=Route.CLARIFY, clarification=f"“{pron}”指的是谁？请说明具体的人或机构。",
                        planner="rule", notes=b.notes, kind="ambiguous", temporal=temporal).validate()

    def add(text: str) -> str:
        sq = b.next_id()
        closed = _is_yes_no(text)
        claim = _claim(text, "{" + sq + "}")
        return b.add(text if text.endswith(("？", "?")) else text + "？", claim=claim, closed=closed,
                     slot=None if closed else _slot_zh(text), zh=True)

    # comparison: A和B哪个/谁更X ; A还是B ; A和B是否都 / 都是…吗
    m = re.match(r"^(?P<a>.+?)(?:和|与|跟|同)(?P<b>.+?)(?:哪个|哪一个|谁|哪家|哪位)(?P<p>.+)$", t)
    m2 = re.match(r"^(?P<pre>.*?)(?P<a>[^，,]+?)还是(?P<b>[^，,]+)$", t)
    m3 = re.match(r"^(?P<a>.+?)(?:和|与|跟)(?P<b>.+?)(?:是否)?都(?P<p>.+?)(?:吗)?$", t)
    if m:
        attr = re.sub(r"^(更|比较|最)", "", m.group("p"))
        attr = re.sub(r"(更|比较|最)?(多|少|大|小|高|低|长|短|重|轻|远|近)$", "", attr) or "情况"
        for e in (m.group("a"), m.group("b")):
            add(f"{e}的{attr}是多少" if not re.search(r"早|晚|先|后|老|年轻", attr) else f"{e}是什么时候{attr}的")
        kind = "comparison"
    elif m3:
        for e in (m3.group("a"), m3.group("b")):
            add(f"{e}是否{m3.group('p')}")
        kind = "comparison"
    elif m2 and m2.group("a"):
        for e in (m2.group("a"), m2.group("b")):
            add(f"{m2.group('pre')}{e}吗" if m2.group("pre") else f"{e}吗")
        kind = "comparison"
    else:
        # bridge by 的-chains: [entity]的[N1]的[N2]...是谁/哪里 -> one hop per relational noun
        parts = re.sub(r"的$", "", t).split("的")
        head_named = bool(parts and re.search(r"《[^》]+》|[A-Za-z0-9]", parts[0])) or (
            len(parts) > 2 and len(parts[0]) >= 2
        )
        middle_nouns = all(1 <= len(p) <= 8 and _wh(p) is None for p in parts[1:-1])
        if len(parts) >= 3 and head_named and middle_nouns and _wh(parts[-1]) is not None:
            current = parts[0]
            hops = 0
            for noun in parts[1:-1]:
                if hops >= max_hops - 1:
                    current = f"{current}的{noun}"
                    continue
                ref = add(f"{current}的{noun}是什么" if not _person_zh(noun) else f"{current}的{noun}是谁")
                current = "{" + ref + "}"
                hops += 1
            add(f"{current}的{parts[-1]}")
            kind = "bridge"
        else:
            add(t)
            kind = "yes_no" if _is_yes_no(t) else "lookup"
    return b.build(kind=kind, temporal=temporal)


_PERSON_ZH = ("导演", "作者", "总统", "主席", "创始人", "父亲", "母亲", "妻子", "丈夫", "演员", "歌手", "作曲", "校长",
              "首相", "总理", "老板", "经理", "教练", "主演", "编剧", "制片人", "儿子", "女儿", "领导人", "国王")


def _person_zh(noun: str) -> bool:
    return any(p in noun for p in _PERSON_ZH)
