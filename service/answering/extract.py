"""Reading the situation out of a Japanese rules question: cards, their numbers, roles and sides.

The extractor is game-agnostic: it finds card mentions (リーダー, キャラ, フォロワー, UNIT …) with the
stats written next to them (パワー5000, カラテ3, 攻撃力3・体力2, ``2/2``, STR5・DEF4 …), whether each is
the attacker or the target, whose it is (自分/相手), and player-level numbers (ライフ, 山札, ダメージ・ゾーン,
エテル, 手札, 絆, PP …). Per-game scenario builders turn these `Facts` into engine scenarios.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from service.answering.keyword_predicate import KEYWORD_DENIED, predicate_span, predicated
from service.answering.numbers import normalize_text
from service.answering.player_numbers import NUMBER as _N
from service.answering.player_numbers import player_numbers, side_near

# card nouns, longest first so キャラクター wins over キャラ
_NOUNS: tuple[tuple[str, str], ...] = (
    ("J/リゾネイター", "resonator"),
    ("リゾネイター", "resonator"),
    ("キャラクター", "character"),
    ("フォロワー", "follower"),
    ("フォロワ", "follower"),  # typed without the long vowel
    ("リーダー", "leader"),
    ("ユニット", "unit"),
    ("UNIT", "unit"),
    ("キャラ", "character"),
    ("ニンジャ", "character"),  # ニンジャスレイヤーTCG players call their characters ニンジャ
)
# 「ニンジャスレイヤー」 is the game's (and a card's) name, not a card mention
# 「顔殴れる?」「相手の顔を殴った」: players call the leader its face (not 笑顔, 顔ぶれ; blind AK: a 守護
# follower had been attacked for 「…顔殴れる?」 and the attack answered yes)
_FACE = r"(?<![笑素横真寝])顔(?!ぶれ|つき|色|見|合わ)"
_NOUN_RE = re.compile("(?:" + "|".join(re.escape(n) for n, _ in _NOUNS) + "|" + _FACE + ")(?!スレイヤー)")
_NOUN_KIND = dict(_NOUNS) | {"顔": "leader"}

# stat name -> patterns (number in group 1); "X数値" and "数値X" orders both occur
_STAT_PATTERNS: tuple[tuple[str, str], ...] = (
    ("power", r"パワー(?:が|は)?\s*" + _N),
    ("power", _N + r"\s*パワー"),
    ("don", r"ドン(?:!!)?(?:カード)?(?:を|が)?\s*" + _N + r"\s*枚"),  # players drop the !! (「ドン2枚」)
    ("don", _N + r"\s*枚の\s*ドン!!"),
    ("karate", r"カラテ(?:が|は)?\s*" + _N),
    ("durability", r"耐久力(?:が|は)?\s*" + _N),
    ("craft", r"工作力(?:が|は)?\s*" + _N),
    ("attack", r"攻撃力(?:が|は)?\s*" + _N),
    ("health", r"(?:体力|HP)(?:が|は)?(?:残り)?\s*" + _N),
    ("str", r"STR\s*" + _N),
    ("def", r"DEF\s*" + _N),
    ("cost", r"(?:CP)?コスト(?:が|は)?\s*" + _N),
    ("ep_cost", r"EPコスト\s*" + _N),
    ("counter", r"カウンター(?:値)?\s*\+?\s*" + _N),
)
_SLASH_STATS = re.compile(r"(?<![0-9/])([0-9]+)\s*/\s*([0-9]+)(?![0-9/])")

# 攻撃力 is a stat (sve), not the verb: 「相手のフォロワーは攻撃力1」 attacks nothing
_ATTACK_VERBS = re.compile(r"アタック|攻撃(?!力)|殴|アイサツ|バトル")
_PASSIVE = re.compile(r"(?:アタック|攻撃|アイサツ|バトル)(?:を)?され|殴られ")
_STATE_WORDS: tuple[tuple[str, str], ...] = (
    ("アンタイ・オジギ", "active"),
    ("アクティブ", "active"),
    ("スタンド", "active"),
    ("縦向き", "active"),
    ("レスト", "rested"),
    ("横向き", "rested"),
    ("横に倒", "rested"),
    ("寝て", "rested"),
    ("アクト", "rested"),
    ("オジギ", "rested"),
    ("アクション状態", "rested"),
    ("スタン", "stunned"),
)
_KEYWORDS = (
    "ブロッカー", "ダブルアタック", "バニッシュ", "速攻", "疾走", "突進", "守護", "インターラプト",
    "サツバツ", "タツジン", "ドレイン", "必殺", "威圧", "トリガー", "指定攻撃",
)  # fmt: skip
# …unless a card noun follows in the same phrase (「ダブルアタック持ちでパワー7000のキャラ」); the
# rulebook's brackets belong to the keyword (「【突進】持ちを今出した」); 「【ダブルアタック】持ちのアタックが
# …相手リーダーに通った」: the holder's attack — the card attacking (the keyword had gone to the attacked
# leader and a 【ダブルアタック】 hit had been run as one damage; round 20's final probe, a variant)
_HOLDER_RE = re.compile(
    "【?(?:インターラプト・カイゼン|カイゼン|ウケミ|" + "|".join(_KEYWORDS) + ")】?(持ち)"
    r"(?:(?=\s*の\s*(?:アタック|攻撃(?!力)|アイサツ))"
    r"|(?![のでな]|[^。、?!]{0,12}?(?:キャラ|ニンジャ|フォロワー|リーダー|ユニット|UNIT|リゾネイター)))"
)
# players write 俺/僕/こっち for themselves and 向こう for the opponent; builders read 自分/相手
_FIRST_PERSON = (
    (re.compile(r"俺|僕|私(?!たち)|こっち|(?<![ァ-ヺー])(?:オレ|ボク)(?![ァ-ヺー])"), "自分"),
    (re.compile(r"向こう"), "相手"),
)


def _holders(text: str, nouns: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """「サツバツ持ち(耐久力2)に」: a keyword holder named by its keyword is a character — but not in
    「相手のキャラがサツバツ持ちで」, where it describes the noun before it."""
    ends = {end for _, end, _ in nouns}
    return [
        (m.start(1), m.end(1), m.group(1))
        for m in _HOLDER_RE.finditer(text)
        if not any(text[e : m.start()] in ("が", "は") for e in ends if 0 < m.start() - e <= 1)
        # 「フォロワーは守護と威圧持ち。」: a holder in the predicate list of the noun before it
        and not any(_within(predicate_span(text, e, _KEYWORDS), m.start(1)) for e in ends)
    ]


def _within(span: tuple[int, int] | None, at: int) -> bool:
    return span is not None and span[0] <= at < span[1]


def _has_keyword(phrase: str, keyword: str) -> bool:
    """「守護なし」「守護を持たない」 name the keyword to deny it (the reader's denials, `KEYWORD_DENIED`)."""
    return re.search(re.escape(keyword) + f"(?!{KEYWORD_DENIED})", phrase) is not None


def _first_person(text: str) -> str:
    for pattern, word in _FIRST_PERSON:
        text = pattern.sub(word, text)
    return text


@dataclass(frozen=True, slots=True)
class CardMention:
    """A card the question talks about."""

    kind: str  # leader, character, follower, unit, resonator
    noun: str  # as written
    start: int
    end: int
    side: str | None  # "self" / "opponent" / None (unsaid)
    role: str | None  # "attacker" / "target" / None
    stats: Mapping[str, int] = field(default_factory=dict)
    states: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Facts:
    """What a question states, normalised. `players` maps "self"/"opponent" to player-level numbers."""

    text: str
    mentions: tuple[CardMention, ...]
    players: Mapping[str, Mapping[str, int]]
    numbers: Mapping[str, int]  # player-level numbers whose owner is unsaid
    attack: bool
    first_turn: bool
    turn_order: str | None  # "first" (先攻) / "second" (後攻) / None
    simultaneous: bool
    keywords: frozenset[str]

    def attacker(self) -> CardMention | None:
        return next((m for m in self.mentions if m.role == "attacker"), None)

    def target(self) -> CardMention | None:
        return next((m for m in self.mentions if m.role == "target"), None)


# a verb other than attacking that takes the を-noun right after it: 出す, 登場, プレイ, 置く, 召喚 …
# (「場に」「手札から」 may stand between)
_OTHER_VERB = re.compile(
    r"\s*(?:(?:場|盤面|フィールド|エリア|ステージ)に|手札から)?\s*"
    r"(?:出[しすさせた]|登場|プレイ|置[いきくかけ]|召喚|進化|配置|使[っうわい]|捨て|ドロー|引[いきく])"
)


# 「相手の場にキャラがいる時に」「守護持ちが2体いて」: a card told to be there (or not), the subject of
# いる/ある — no actor of the question's act
THERE = re.compile(
    r"\s*[がは]\s*(?:場に\s*)?(?:[0-9]+\s*(?:体|人|枚)\s*(?:だけ|も)?\s*)?(?:い[るてまたな]|あ[るりっ])"
)
# 「俺の場に…フォロワーがいる時、…攻撃できる?」: told there as the condition of another act
THERE_WHEN = re.compile(THERE.pattern + r"\s*(?:時|とき|場合|なら|間)")
# 「相手の守護フォロワーがスタンド状態のままなんだけど、リーダーを殴れる?」「相手のキャラがレストしてるから」:
# the subject of a state closed by a clause of its own (けど/ので/から) is told as the scene, not as the
# actor of the act asked after it — the question's own actor is left unsaid (audit 24b: the opponent's
# follower had been made the attacker of the asker's leader). 「アクト状態でも攻撃できる?」 keeps its actor,
# 「…オジギ状態なんだけど、それでもアイサツ対象にできる?」 its target.
STATE_CLAUSE = re.compile(
    r"\s*[がは]\s*(?:\([^()]{0,16}\)\s*)?(?:スタンド|アクト|レスト|アクティブ|縦|横|寝て|オジギ)"
    r"[^、。?!?!でも]{0,12}?(?:なん)?(?:だ|です)?(?:けど|けれど|ので|から|し、)"
)


def _role_after(text: str, end: int) -> str | None:
    # 「必殺持ち(攻撃力1・体力1)を攻撃」: the card's stats in parentheses come before its particle
    paren = re.match(r"\s*\([^()]{0,24}\)", text[end:])
    if paren is not None:
        end += paren.end()
    # 「フォロワー2体に殴られた」: so is a count of the cards
    count = re.match(r"\s*[0-9]+\s*体(?:とも)?(?=\s*[にをでがはへ])", text[end:])
    if count is not None:
        end += count.end()
    after = text[end : end + 14]
    if re.match(r"\s*(?:攻撃(?!力|目標|対象|時|済)|殴)", after):
        return "target"  # 「フォロワー攻撃したら」「リーダー殴られた」: the particle is left out
    if THERE.match(after):
        return None  # 「相手の場にキャラがいる時に」: the card is there, it does not attack
    m = re.match(r"\s*(?:に|を|へ)", after)
    if m is not None and m.group(0).strip() == "を" and _OTHER_VERB.match(text, end + m.end()):
        # 「キャラ(パワー5000)を出したターン、…にアタック」: the object of 出す, not of the attack
        return None
    verb = _ATTACK_VERBS.search(after[: m.end() + 10]) if m else None
    if m and verb:
        # 「相手のキャラにアイサツされた」: the に-noun of a passive verb is the attacker
        passive = m.group(0).strip() == "に" and _PASSIVE.match(after, verb.start())
        return "attacker" if passive else "target"
    if re.match(r"\s*(?:で|が|は)", after):
        sentence = re.split(r"[。?!]", text[end:], maxsplit=1)[0]
        verb = _ATTACK_VERBS.search(sentence)
        if verb:
            # 「自分のキャラが(相手に)アタックされた」: the subject of a passive verb is the target
            passive = not sentence.lstrip().startswith("で") and _PASSIVE.match(sentence, verb.start())
            # 「インターラプト持ちのキャラで相手のアイサツを受けたら」: the card receives it
            received = re.match(r"(?:を)?(?:受け|くら|食ら)", sentence[verb.end() :])
            # 「相手のキャラがオジギ状態でもアイサツ対象にできる?」: the subject is what is aimed at
            aimed = not sentence.lstrip().startswith("で") and sentence[verb.end() :].startswith("対象")
            if passive or received or aimed:
                return "target"
            # 「相手の守護フォロワーがスタンド状態のままなんだけど、リーダーを殴れる?」: told as the scene
            return None if STATE_CLAUSE.match(text, end) else "attacker"
    if re.match(r"\s*(?:にアタック|をアタック|に攻撃|を攻撃)", after):
        return "target"
    if m is not None and m.group(0).strip() == "を":
        # 「相手のフォロワー(2/3)を1/4のフォロワーで攻撃」: the object waits for the verb past the instrument
        late = re.match(r"([^、。?!を]*で)\s*(?:アタック|攻撃(?!力)|殴)(?!.{0,2}され)", text[end + m.end() :])
        if late is not None:
            return "target"
    return None


_SENTENCE_ENDS = "。?!?!"


def _one_sentence(text: str) -> bool:
    return not any(c in text for c in _SENTENCE_ENDS)


# 「攻撃してアクション状態になったUNITで」「アイサツしてオジギした」: the state the told attack leaves its
# attacker in (kiseki 804.4, sve 8.4.4, ninjaslayer 704.5, onepiece 7-1-1-1) — the attack's result, not the
# card's state before it (audit 24c: the kiseki builder had started the UNIT acted and its told attack was
# refused, so the second one asked was never run)
_DOER_STATE = re.compile(
    r"(?:攻撃|アタック|アイサツ)\s*(?:し|して)\s*、?\s*(?:アクション状態|アクト状態|アクト|レスト|オジギ状態|オジギ|横向き)"
    r"\s*(?:に\s*)?(?:なっ|なり|し)"
)


def without_doer_state(phrase: str) -> str:
    """`phrase` without a state told as what the told attack left its attacker in (`_DOER_STATE`)."""
    return _DOER_STATE.sub("", phrase)


def _states(phrase: str) -> frozenset[str]:
    """The card states a phrase before (or a predicate after) a card noun says."""
    phrase = without_doer_state(phrase)
    states = frozenset(state for word, state in _STATE_WORDS if word in phrase)
    if "active" in states and "rested" in states and "アンタイ・オジギ" in phrase:
        states = frozenset({"active"})
    if "stunned" in states and re.search(r"スタン(?:して(?:い)?な|状態で(?:は)?な|していません)", phrase):
        states = states - {"stunned"}  # 「スタンしていないUNIT」
    return states


def extract(question: str) -> Facts:
    """Read `Facts` from a question (full-width digits and 千/万 numerals are normalised first)."""
    text = _first_person(normalize_text(question))
    nouns = [(m.start(), m.end(), m.group(0)) for m in _NOUN_RE.finditer(text)]
    nouns += _holders(text, nouns)
    nouns.sort()
    stat_hits: list[tuple[int, int, str, int]] = []
    for name, pattern in _STAT_PATTERNS:
        for m in re.finditer(pattern, text):
            stat_hits.append((m.start(), m.end(), name, int(m.group(1))))
    for m in _SLASH_STATS.finditer(text):
        stat_hits.append((m.start(), m.end(), "attack", int(m.group(1))))
        stat_hits.append((m.start(), m.end(), "health", int(m.group(2))))
    stat_hits.sort()

    per_noun: list[dict[str, int]] = [{} for _ in nouns]
    for start, end, name, value in stat_hits:
        idx = _owner_noun(text, nouns, start, end)
        if idx is not None:
            per_noun[idx].setdefault(name, value)

    mentions: list[CardMention] = []
    for i, (start, end, noun) in enumerate(nouns):
        prev_end = nouns[i - 1][1] if i else 0
        phrase = text[max(prev_end, start - 24) : start]
        # 「相手のキャラ、さっき殴ってきたから今オジギ状態で寝てる。そいつに自分のキャラで…」: a state said in
        # a sentence that ends before this noun is the predicate of the noun of that sentence, not this one's
        ended = max(phrase.rfind(c) for c in _SENTENCE_ENDS)
        states = _states(phrase[ended + 1 :])
        said_before = _states(phrase[:ended]) if ended >= 0 else frozenset()
        if said_before and i and mentions and _one_sentence(text[prev_end : start - len(phrase) + ended]):
            mentions[-1] = replace(mentions[-1], states=mentions[-1].states | said_before)
        keywords = frozenset(k for k in _KEYWORDS if _has_keyword(phrase, k))
        if i and mentions:
            said_of_before = keywords & predicated(text, prev_end, _KEYWORDS)
            if said_of_before:
                keywords -= said_of_before
                mentions[-1] = replace(mentions[-1], keywords=mentions[-1].keywords | said_of_before)
        mentions.append(
            CardMention(
                kind=_NOUN_KIND.get(noun, "character"),
                noun=noun,
                start=start,
                end=end,
                side=side_near(text, start),
                role=_role_after(text, end),
                stats=per_noun[i],
                states=states,
                keywords=keywords,
            )
        )
    players, unsaid = player_numbers(text)
    return Facts(
        text=text,
        mentions=tuple(mentions),
        players=players,
        numbers=unsaid,
        attack=bool(_ATTACK_VERBS.search(text)),
        first_turn=bool(re.search(r"(?:最初|1)\s*ターン目|最初のターン|初ターン|1ターン目", text)),
        turn_order=_turn_order(text),
        simultaneous="同時" in text,
        keywords=frozenset(k for k in _KEYWORDS if k in text),
    )


# the asker's own order, said of the asker (「後攻です。」「自分は後攻で」「後攻の自分」) — when the text
# names both, the other word names the other player's turn (「先攻の1ターン目の間は…」)
_THEIR_ORDER = re.compile(r"相手(?:側)?(?:は|が|の|、)?\s*(?:先攻|後攻)")
_OWN_ORDER = re.compile(
    r"(?:自分|私|俺|僕|こっち|うち)(?:は|が|、)?\s*(先攻|後攻)"
    r"|(先攻|後攻)(?:です|だ(?:よ|けど|が|から)?[。、]|で[、。]|の(?:自分|私|俺|僕|こっち))"
    r"|^(先攻|後攻)[。、]"
)


def _turn_order(text: str) -> str | None:
    """The asker's order: "first" (先攻) / "second" (後攻) / None. A text naming both is read by the
    order said of the asker; with none (or both) said of the asker it is None — 「後攻です。先攻の1ターン目
    の間は…」 had taken 先攻 for the asker's and simulated the game's first turn (502.3a: 1 draw)."""
    words = {w for w in ("先攻", "後攻") if w in text}
    if len(words) == 1 and _THEIR_ORDER.search(text) and not _OWN_ORDER.search(text):
        # 「相手が先攻1ターン目。俺の手札は?」: the order is the opponent's — the turn told is theirs, not the
        # asker's (ninjaslayer had run the asker's first-turn draw, 5 stated for the 4 of 403.2)
        return None
    if len(words) == 2:
        words = {g for m in _OWN_ORDER.finditer(text) for g in m.groups() if g}
    if len(words) != 1:
        return None
    return "first" if words == {"先攻"} else "second"


def _owner_noun(text: str, nouns: list[tuple[int, int, str]], start: int, end: int) -> int | None:
    """The noun a stat belongs to: the next noun in the same phrase, else the previous one."""
    for i in range(len(nouns) - 1, -1, -1):
        # 「UNIT(DEF5)」: a stat in parentheses right after a noun is that noun's
        if nouns[i][1] <= start:
            if re.fullmatch(r"\s*\([^()]*", text[nouns[i][1] : start]):
                return i
            break
    # 「相手の2/2が自分のフォロワーに」「…フォロワーで相手の3/3を攻撃」: stats with a particle of their own
    # name a card themselves; they describe neither the noun after them nor (as an object) the one before
    particle = re.match(r"\s*(に|を|へ|が|で|は)", text[end:]) if "/" in text[start:end] else None
    for i, (n_start, _n_end, _) in enumerate(nouns):
        if n_start >= end and particle is None:
            between = text[end:n_start]
            # 「攻撃力3の【ドレイン】を持つフォロワー」: を持つ modifies the noun, it does not end the phrase
            # and 「体力が5のとき、攻撃力3の…」: a clause that ends with a comma ends the phrase
            # and 「工作力3、カラテ1のやつで耐久力2のキャラに」: a pronoun noun ends it too
            ends = r"[。?!]|で、|に、|(?:とき|時|場合|なら|たら|ので)、|を(?!持)|(?:やつ|ヤツ|奴)[でがはにを]"
            if len(between) <= 20 and not re.search(ends, between):
                return i
            break
    if particle is not None and particle.group(1) in "にをへ":
        return None
    for i in range(len(nouns) - 1, -1, -1):
        n_start, n_end, _ = nouns[i]
        if n_end <= start:
            between = text[n_end:start]
            if len(between) <= 12 and not re.search(r"[。?!、]", between):
                return i
            return None
    return None
