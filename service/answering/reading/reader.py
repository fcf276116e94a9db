"""The general reader: a question → `Reading` (facts with spans), driven by the lexicon data.

1. The question is normalised character by character (NFKC, dashes), keeping a map back to the
   question's own offsets, so every fact's span is a span of the question as sent.
2. Every lexicon entry is matched; per role the longest non-overlapping matches win (the
   `EntityRuler` rule), so 「ライフが1枚も無い」 is one QUANTITY fact, not a number.
3. A number no entry explains becomes a NUMBER fact: it could change the outcome, so a planner that
   cannot place it withholds the verdict.
4. Owners: a fact's owner is the 自分/相手 word the dependency parse attaches to it or to the noun
   its clause modifies (「ライフが1枚も無い相手のリーダー」: ライフ → 無い → リーダー ← 相手), else the
   nearest owner word before it in the same clause.
5. Content words (nouns, verbs, adjectives, numbers) no fact covers are returned as `unread`.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from service.answering.keyword_predicate import KEYWORD_DENIED
from service.answering.numbers import normalize_text
from service.answering.reading.consequence import SUPPOSED_TAIL, supposed_again
from service.answering.reading.continued import continued_owners
from service.answering.reading.denied_use import denied_use
from service.answering.reading.disclaimed import disclaimed
from service.answering.reading.doubted_claim import doubted_claims
from service.answering.reading.earlier_turn import earlier_turns
from service.answering.reading.elided import elided
from service.answering.reading.fact_owners import with_owners
from service.answering.reading.game_turn import restated_game_turns
from service.answering.reading.guessed_result import guessed_results
from service.answering.reading.history import history_acts
from service.answering.reading.known_aside import known_asides, rule_claims
from service.answering.reading.lexicon import Entry, lexicon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.parser import CONTENT_POS, Token, parse, parser_name
from service.answering.reading.placed_after import cleft_owners, placed_owners
from service.answering.reading.played_by import played_by_owners
from service.answering.reading.referent import referent_owners
from service.answering.reading.reflexive import reflexive_owners
from service.answering.reading.remaining import restated_remaining
from service.answering.reading.result_owner import result_owners
from service.answering.reading.stated_of import topic_states
from service.answering.reading.still_state import still_states
from service.answering.reading.summed import restated_in_parens, restated_totals
from service.answering.reading.survival import survival_asked
from service.answering.reading.timepoint import acts_as_time, after_asked, time_points
from service.answering.reading.until_act import until_acts

_DASHES = str.maketrans({"〜": "~", "～": "~", "−": "-", "―": "-", "‐": "-", "–": "-"})
_BARE_NUMBER = re.compile(
    r"(?:-|マイナス)?[0-9][0-9,.]*(?:[十百千万kK][0-9,.]*)*"
    # a signed kanji is a number without its counter (「相手マイナス五」)
    r"|マイナス[〇一二三四五六七八九十百千万]+"
    # 「ドン!!は十分ある」: 十分 (enough) is no number (blind onepiece-bc-15 had read 10); minutes are no
    # game quantity, so 「三十分」 is none either
    r"|[〇一二三四五六七八九十百千万]*[十百千万][〇一二三四五六七八九十百千万]*(?![〇一二三四五六七八九十百千万分])"
    # a single kanji digit counts only with its counter (「五枚」「一ダメージ」; 「一回」「一度」 repeat)
    r"|(?:[二三四五六七八九]|一(?![回度]))(?=[枚点体つ]|ダメージ)"
)
# what a question asks, right after the fact it asks about:
# 「スタンする?」「11に増える?」「デッキ切れで勝てる?」
_ASK_TAIL = re.compile(r"[^、。,??!!\n]{0,8}[??]")
# roles a fact in the asked tail is asked about rather than stated (an action stays an action: the
# 「できる?」 verdict needs the asked action in the scenario)
# a number closing a parenthesis (「(残り8)」「(5000)」「(8点)」) states a value, even right before the ask
_STATED_NUMBER = re.compile(r"\s*(?:枚|点|体|つ|個)?\s*[)）]")
_ASKABLE = frozenset({Role.STATE, Role.NUMBER, Role.MODIFIER})
# 「もし1体いたら出られる?」: a count supposed to exist against the told one is a hypothetical, not told
_COUNTERFACTUAL = re.compile(r"\s*(?:体|枚|つ|人|個)?\s*(?:も)?\s*(?:い|あ|居|在)(?:たら|れば|ったら|ると)")
# a fact inside one of these, of another role, is part of it (カウンター+1000 is a stat, not a +1000;
# 「3回目のターン」 holds no bare ordinal 3)
_HOLDERS = frozenset({Role.KEYWORD, Role.STAT, Role.QUANTITY, Role.STATE, Role.TURN})
# NEUTRAL words that hold the words inside them; "referent": a thing told before named back by the
# state that telling gave it (「そのレストのドン!!」: the DON!! paid, audit 28d) — no state told anew
# "motive": an outcome feared or hoped as the reason for the act asked (「負けそうなので」), not asked;
# 「1ダメージしか受けない」: しか…ない says "only", so the 受けない inside it prevents nothing (only_amount)
_MANNERS = frozenset({"purpose", "act_cost", "referent", "motive", "only_amount"})
# acts whose told wording names the card used (onepiece 「カウンターイベントを撃ってきた」, audit 28d)
_HOLDING_ACTS = frozenset({"counter"})
MAX_NUMBER_CHARS = 12
_LONG_DIGITS = re.compile(rf"[0-9,.〇一二三四五六七八九十百千万kK]{{{MAX_NUMBER_CHARS + 1},}}")
USE_PARSER = True
# 「守護なし」「ブロッカーを持たない」: the keyword is named to deny it
# 「ブロックもカウンターもなし」「ブロックしない」「ブロックもカウンターもできなかった」: the action is
# said not to happen (a past できなかった / できず only: 「ブロックできない?」 may be what is asked)
_NOT_DONE = re.compile(
    r"\s*(?:(?:も|や)[^。、?()]{0,10}?(?:も|は)|・[^。、?()・]{1,10}?)?\s*(?:も|は)?\s*(?:なし|無し|しな[いか]|せず|されな[いか]|"
    # 「ブロックされなければ」「ブロックしなければ」: the act denied as the condition (not 「しなければ
    # ならない/いけない」, an obligation)
    r"(?:さ|し)れ?なけれ(?!ば\s*(?:なら|いけ|だめ|ダメ))|され(?:て)?(?:い)?な[いかく]|されず|なかっ|無かっ|でき(?:なかっ|ず)"
    # 「まだ引いてはいない」「ドローはしていない」「引こうとはしていない」: not done (yet)
    # 「タツジン払わずに」「使わず」: the verb's negative form (not 「2枚ずつ」)
    r"|し?(?:て|で)(?:は|も)?(?:い|お)?な[いかく]|(?:よ)?うと(?:は|も)?(?:して|も)(?:は|も)?(?:い)?な[いかく]|ず(?!つ)"
    # 「アタックしなくても勝てる?」「ブロックされなくても」: even without the act (blind AU onepiece-au-03)
    r"|(?:さ\s*れ|し)\s*なく\s*て\s*も"
    # 「カウンターも何も出してこなかった」: the other player's act told as not coming (trap audit 19)
    r"|(?:て|で)こな(?:かっ|い(?!\s*[??]))"
    # 「捨てないことを選んだ」「捨てないことにした」「使わないほうを選んだ」: the act chosen not to be done
    # (an optional 「…てもよい」 declined, audit 23b)
    r"|な\s*い\s*(?:こと|ほう|方)\s*(?:を|に)\s*(?:選|し(?:た|て|ま)|決め)"
    # 「カードを引く指示は来ていない」「ドローの指示はまだ出てない」: the instruction has not come
    r"|\s*(?:の)?\s*(?:指示|命令)\s*(?:は|が|も)?\s*(?:まだ\s*)?(?:来|き|出)(?:て)?(?:い)?な[いかく]"
    # 「ダメージを食らわなかった」「2点食らってない」: a span ending in the verb's stem (食ら, 払), its
    # negative 「わなかった/わず」 or 「ってない」 after it
    r"|わ(?:なかっ|ず(?![かつ]))|っ(?:て|で)(?:は|も)?(?:い)?な[いかく]"
    # 「殴るんじゃなくてイベントで」「アタックするんじゃなく」「破壊ではなく」: the act named to be set aside
    r"|(?:する|す|る|う|く|ぐ|つ|む|ぶ|ぬ)?\s*(?:ん|の)?\s*(?:じゃ|では)\s*な(?:く|い(?=\s*[、,。]))"
    # 「起こす効果は使わない前提」: a span ending in the negative stem itself (使わ), then ない
    r"|(?<=わ)な(?:い(?!\s*と)|かっ|く)"
    # 「ブロックもカウンターもしませんでした」「ブロックされませんでした」: the polite negative (not
    # 「ブロックしませんか?」 asked)
    r"|(?:し|され|でき)ま\s*せ\s*ん(?:\s*でし(?=\s*た)|(?!\s*(?:か|[??])))"
    # 「ブロックするつもりはない」「アタックする気はない」: the act intended not to happen
    r"|(?:する|を\s*する)\s*(?:つもり|予定|気)\s*(?:は|も)?\s*(?:ない|なし|無い|ありません)"
    # 「ダメージを受けそうになった」「2枚引かされそうになった」: threatened, not done
    r"|[^。、?]{0,4}?そうにな[っりる]"
    # 「キャラフェイズで出し忘れた」「ドロー忘れてた」: forgotten, not done (blind AK ninjaslayer-ak-26)
    r"|(?<=[しちきいりびみ])\s*忘れ|\s*(?:を|し)?\s*忘れ(?:た|て|ちゃ)"
    # 「ブロックもカウンターもありません」「ブロックもない。」: no such act, said after its particle to end
    # the sentence (not 「ブロックはない?」 asked, nor 「ドローはないんだよね」 a supposition to confirm)
    r"|(?<=[もは])\s*(?:あり\s*ませ\s*ん(?:でし)?|な[いく]|無[いく])(?=\s*(?:た)?\s*(?:[。、,)]|$|です|けど))"
    # 「ドン!!デッキに戻したことは一度もない」「使ったことがない」: never done (not 「…ことがある」)
    r"|し?た\s*(?:こと|事)\s*(?:は|が|も)?\s*(?:一度も|1度も|いちども|今まで)?\s*(?:な[いかく]|無[いかく])"
    # 「捨てる効果とかは無し」「ドローする効果は何もない。」: no effect doing the act (not 「…効果はない?」,
    # nor the noun compound 「ドロー効果とかはなし」: the turn's own draw is not denied)
    r"|(?:る|す|く|う|する)\s*(?:ような)?\s*効果\s*(?:とか|など|等)?\s*(?:は|も)?\s*(?:何も|なにも|一切)?\s*"
    r"(?:なし|無し|な[いく]|無[いく]|ありません)(?=\s*(?:[。、,)）]|$|です|けど|よ)))"
)
# 「アクトしないでスタンドのまま」「アクトせずに」: the state denied (not 「アクトしないと」 a condition);
# 「アクトされずに」「レストされてない」: the passive denied; 「スタンはしてない」: a particle between
_NOT_IN_STATE = re.compile(
    r"\s*(?:状態)?\s*(?:は|も)?\s*(?:して(?:い)?な|しとらん|じゃな|ではな|になってな|しない(?:で|まま)|しなかっ|せず"
    r"|され(?:ず|な[いかく]|て(?:い)?な))"
)
_DENIED = re.compile(KEYWORD_DENIED)


# 「疾走や突進なし」「守護とか必殺とかは無い」: keywords coordinated before one denial share it
_COORDINATOR = re.compile(r"\s*(?:や|と|とか|も|・|、|,|/|および|及び)\s*")


def _coordinated_denials(question: str, facts: list[Fact]) -> list[Fact]:
    """Each keyword joined only by a coordinator to a following denied keyword is denied too."""
    out = list(facts)
    keywords = sorted((i for i, f in enumerate(out) if f.role is Role.KEYWORD), key=lambda i: out[i].start)
    for a, b in reversed(list(itertools.pairwise(keywords))):
        first, second = out[a], out[b]
        if (
            second.negated
            and not first.negated
            and _COORDINATOR.fullmatch(question[first.end : second.start])
        ):
            out[a] = replace(first, negated=True)
    return out


def _normalise(question: str) -> tuple[str, list[int]]:
    """NFKC text and, per character of it, the offset of the question character it came from."""
    chars: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(question):
        n = unicodedata.normalize("NFKC", ch).translate(_DASHES)
        # a half-width voiced / semi-voiced mark (ﾀﾞ, ﾎﾟ) joins the kana before it: ダ, ポ
        if ch in "\uff9e\uff9f" and chars:
            joined = unicodedata.normalize("NFC", chars[-1] + n)
            if len(joined) == 1:
                chars[-1] = joined
                continue
        for c in n:
            chars.append(c)
            where.append(i)
    return "".join(chars), where


def _value(entry: Entry, match: re.Match[str]) -> int | str | None:
    if entry.value is not None:
        return entry.value
    raw = next((v for k, v in match.groupdict().items() if k[0] == "n" and v is not None), None)
    return None if raw is None else number(raw)


def _concept(entry: Entry, match: re.Match[str]) -> str:
    """``$c``: the concept is the text the entry's ``c`` group caught (a bracketed keyword)."""
    if entry.concept != "$c":
        return entry.concept
    caught = next((v for k, v in match.groupdict().items() if k[0] == "c" and v is not None), "")
    return caught.strip()


def number(raw: str) -> int | None:
    """The value of a number as written (3, 6,000, 5千, 三, ゼロ); None if it is none."""
    if len(raw) > MAX_NUMBER_CHARS:  # no game counts that high: not a value (and no float overflow)
        return None
    digits = normalize_text(raw + "枚").removesuffix("枚").replace(",", "")
    try:
        return int(float(digits))
    except (ValueError, OverflowError):
        return None


Hit = tuple[int, int, Entry, int | str | None, str]


def _matches(norm: str, entries: Sequence[Entry]) -> list[Hit]:
    found: list[Hit] = []
    for entry in entries:
        for m in entry.regex.finditer(norm):
            if m.end() > m.start():
                found.append((m.start(), m.end(), entry, _value(entry, m), _concept(entry, m)))
    # per role, longest first, then earliest; overlapping matches of the same role lose
    found.sort(key=lambda x: (x[2].role, -(x[1] - x[0]), x[0]))
    kept: list[Hit] = []
    taken: dict[Role, list[tuple[int, int]]] = {}
    for hit in found:
        s, e, entry = hit[0], hit[1], hit[2]
        spans = taken.setdefault(entry.role, [])
        if any(s < te and ts < e for ts, te in spans):
            continue
        spans.append((s, e))
        kept.append(hit)
    kept.sort(key=lambda x: (x[0], -(x[1] - x[0])))
    return kept


def read(question: str, game: str | None = None, *, use_parser: bool = True) -> Reading:
    """Read `question` with `game`'s lexicon (common entries only without a game). Never raises on
    any text: unknown words are `unread`, never errors."""
    norm, where = _normalise(question)
    # a digit run longer than any value is no number: masked (same length, offsets kept) so that no
    # pattern scans it from every position
    norm = _LONG_DIGITS.sub(lambda m: "#" * len(m.group(0)), norm)
    lex = lexicon(game)
    hits = _matches(norm, lex.entries)

    def span(s: int, e: int) -> tuple[int, int]:
        return where[s], where[e - 1] + 1

    facts: list[Fact] = []
    for s, e, entry, value, concept in hits:
        qs, qe = span(s, e)
        negated = entry.negated or bool(
            (entry.role in (Role.KEYWORD, Role.STATE) and _DENIED.match(norm, e))
            or (entry.role is Role.STATE and _NOT_IN_STATE.match(norm, e))
            # 「サポートも軽減も何もなし」: a modifier (軽減, 無効) listed in a denial is denied like an act
            or (entry.role in (Role.ACTION, Role.MODIFIER) and _NOT_DONE.match(norm, e))
        )
        facts.append(
            Fact(
                qs,
                qe,
                question[qs:qe],
                entry.role,
                concept,
                value,
                entry.owner,
                negated,
                entry.why or entry.source,
            )
        )
    facts = _coordinated_denials(question, facts)
    covered = [(f.start, f.end) for f in facts]
    for m in _BARE_NUMBER.finditer(norm):
        qs, qe = span(m.start(), m.end())
        if any(s <= qs and qe <= e for s, e in covered):
            continue
        value = number(m.group(0))
        if value is None:
            continue  # 千円-like words: a leading unit is no number
        facts.append(Fact(qs, qe, question[qs:qe], Role.NUMBER, "number", value, None, False, ""))
    facts = restated_totals(question, _fate_verbs(_stated_results(_absorbed(facts))))  # 「…で計4枚」
    facts = restated_in_parens(question, facts)  # 「工作力2(アイコン2個)」
    facts = time_points(question, facts)  # 「2回目のアイサツの前に」: when, not how many
    facts = acts_as_time(question, facts)  # 「破壊される前の墓場は5枚」: when, not a second act
    facts = after_asked(question, facts, game)  # 「殴る前の体力は9。殴ったあとは?」: the value now, asked
    facts = restated_game_turns(question, facts)  # 「後攻の2ターン目(ゲーム全体で4ターン目)」
    facts = restated_remaining(question, facts)  # 「2ダメージ食らって体力1残り」
    facts = known_asides(question, [_asked(question, f) for f in facts])  # 「倒せないのは分かってる」
    facts = until_acts(question, facts)  # 「次にドローするまでは負けない?」: the bound, not an act
    facts = guessed_results(question, facts)  # 「PP最大値は11になる?」: the count asked, not told
    facts = supposed_again(question, facts)  # 「…切れたら4ダメージ負ってることになって死ぬ?」
    facts = rule_claims(question, facts)  # 「クイックって相手ターン用だと思うけど」
    facts = doubted_claims(question, facts)  # 「…出ないんだっけ? 何点減る?」: the asker's belief
    use_parser = use_parser and USE_PARSER
    tokens = parse(question) if use_parser else ()
    facts = continued_owners(question, with_owners(question, facts, tokens))  # 「…。あと…」
    facts = referent_owners(question, facts)  # 「…【守護】持ちがいるけど、そいつ【威圧】も持ってる」
    facts = played_by_owners(question, facts)  # 「相手が前のターンに出したキャラ」
    facts = placed_owners(question, facts)  # 「アクト状態のフォロワーが相手の場にいる」
    facts = cleft_owners(question, facts)  # 「「…破壊されない」を持ってるのは俺のJ」
    facts = history_acts(question, facts)  # 「攻撃したからアクション状態」: the state, not the act
    facts = reflexive_owners(question, facts)  # 「相手が…自分のUNITにサポート」
    facts = topic_states(question, facts)  # 「キャラ、…オジギ状態」
    facts = elided(question, facts)  # 「自分の絆が0点、相手は3点」: the noun left out
    facts = result_owners(question, facts)  # 「ライフ2枚の相手リーダーに…。ライフ0になった」
    facts = earlier_turns(question, facts, game)  # 「相手のターンに出しただけ…こっちで殴る」
    facts = disclaimed(question, facts)  # 「サポートとか…系の効果は一切なし。」
    facts = survival_asked(question, facts)  # 「ライフ2枚でリーダーが1ダメージ受けた。まだ生きてる?」
    facts = still_states(question, facts)  # 「俺のターンになってもまだ横向き(レスト)のまま」
    facts.sort(key=lambda f: (f.start, -(f.end - f.start)))
    unread = _unread(tokens, facts)
    name = parser_name() if use_parser else "regex"
    return denied_use(Reading(question, game, tuple(facts), unread, name))  # 「効果は何も使ってない」


def _absorbed(facts: list[Fact]) -> list[Fact]:
    """Facts inside a keyword, stat or quantity of another role are that fact's words (ダブルアタック
    holds no attack; カウンター+1000 no +1000 modifier)."""
    # 「KOしに行ける?」: what the asker hopes an act achieves (a NEUTRAL purpose) is no act told either;
    # 「寝かせてブロック」: a state told as an act's own cost (act_cost) is no state the card had before
    # 「相手が【カウンター】イベントを撃ってきた」: an act told with the card it was done with holds the
    # card's words (_HOLDING_ACTS)
    holders = [
        f
        for f in facts
        if f.role in _HOLDERS
        or (f.role is Role.NEUTRAL and f.concept in _MANNERS)
        or (f.role is Role.ACTION and f.concept in _HOLDING_ACTS)
    ]

    def inside(f: Fact) -> bool:
        return any(
            h.role is not f.role
            and h.start <= f.start
            and f.end <= h.end
            and (h.end - h.start) > (f.end - f.start)
            for h in holders
        )

    return [f for f in facts if f.role is Role.OWNER or not inside(f)]


def _stated_results(facts: list[Fact]) -> list[Fact]:
    """An ask word inside a longer stated action is that action's (「パワーで勝った。」「通った」 state the
    battle's result; they ask nothing)."""
    acts = [f for f in facts if f.role is Role.ACTION]
    return [
        f
        for f in facts
        if f.role is not Role.ASK
        or not any(a.start <= f.start and f.end <= a.end and a.end - a.start > f.end - f.start for a in acts)
    ]


def _fate_verbs(facts: list[Fact]) -> list[Fact]:
    """An action inside a fate ask is that ask's verb (「殺されてる?」「殺された?」 ask whether the
    card was killed; the 殺されて inside tells no kill the scenario must script — ninjaslayer-bu-04)."""
    fates = [f for f in facts if f.role is Role.ASK and f.concept == "destroyed"]
    return [
        f
        for f in facts
        if f.role is not Role.ACTION
        # a told form the ask reads on (「KOしに行ける?」 asks the act itself)
        or not f.text.endswith(("た", "て", "ちゃ"))
        or not any(a.start <= f.start and f.end <= a.end for a in fates)  # 「殺された?」: the same words
    ]


def _asked(question: str, f: Fact) -> Fact:
    """A state, a number or a fixed-valued quantity right before the question mark is what is asked
    (「スタンする?」「11に増える?」「デッキ切れで勝てる?」), not a stated fact."""
    fixed = f.role is Role.QUANTITY and not any(c.isdigit() for c in f.text)
    if f.role is Role.NUMBER and _STATED_NUMBER.match(question, f.end):
        return f  # 「相手リーダー(残り8)の体力はいくつ?」: a value given in parentheses is told
    if (
        f.role is Role.NUMBER
        and SUPPOSED_TAIL.match(question, f.end)
        and not _COUNTERFACTUAL.match(question, f.end)
    ):
        return f  # 「もう2点入れたら倒せる?」: the number the asked result follows from is told
    if (f.role in _ASKABLE or fixed) and _ASK_TAIL.match(question, f.end):
        return Fact(
            f.start, f.end, f.text, Role.ASK, f"about:{f.concept}", f.value, f.owner, f.negated, f.why
        )
    return f


def _unread(tokens: Sequence[Token], facts: Sequence[Fact]) -> tuple[tuple[int, int, str], ...]:
    out: list[tuple[int, int, str]] = []
    for t in tokens:
        if t.pos not in CONTENT_POS:
            continue
        if any(f.start < t.end and t.start < f.end for f in facts):
            continue
        out.append((t.start, t.end, t.text))
    return tuple(out)
