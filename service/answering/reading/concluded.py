"""What the conclusion sentence says of the word a number question asks (「自分の絆は何点?」): the value
it gives that word for the owner the question names, and whether it tells the word only of the other
player. Used by `verdict.decide` when the asked quantity cannot be read from the final state.
"""

from __future__ import annotations

import re

from service.answering.reading.quantity_words import state_words

_ASKED_NOUN = re.compile(
    # 「ダメージって合計いくつ?」: a total word before the ask is not the asked noun; 「ドン!!は何枚?」
    # keeps the !! of onepiece's DON!!; 「山札の残りは何枚?」: the noun before 「の残り」 (shared audit 12s)
    r"([ァ-ヺー一-龯A-Za-z]{1,8}(?:!!)?)(?:\s*の\s*残り)?(?:(?:(?:は|が|って|の数は)?\s*(?:合計|全部で|計|トータル|最終的に|結局|残り)?|[、,]\s*(?:最終的に|結局|残り))\s*(?:何[枚点体回つ]|いくつ|いくら)"
    # 「最終的にそいつに乗るダメージは?」: the noun a bare 「は?」 ends the question with
    r"|(?:は|って)\s*[??]\s*$)"
)


_FORMAL = frozenset({"分", "方", "数", "量", "額", "値"})
# a word the question may spell otherwise than the conclusion does (sve 3.2: 「PP最大値」)
_SPELLED = {
    "最大PP": "PP最大値",
    "PP上限": "PP最大値",
    "上限PP": "PP最大値",
    # ninjaslayer: 「アンタイ・オジギは何枚?」 counts the standing エテル (the conclusion's word for them)
    "アンタイ・オジギ": "アンタイ・オジギ状態のエテル",
}
# the counters of cards and times an ask may name (「何体?」「何枚?」「何回?」): a number the conclusion gives
# the asked word counts in that unit
_COUNTERS = frozenset({"体", "枚", "回"})
_CARDS = frozenset({"体", "枚"})
# 「失う絆の点数」「捨てる手札の枚数」: nouns that count the word before their の
_COUNTING = frozenset({"点数", "枚数", "数", "体数"})


# acts that turn cards where they are (1312.1 オジギ, onepiece レスト, sve アクト): the zone keeps them
_TURNED_IN_PLACE = r"(?:オジギ|レスト|アクト|スタン|リカバー)"
_COMPOUND = re.compile(r"(?:[ァ-ヺー]+・)+$")
_ANY_STATE = re.compile(r"オジギ|レスト|アクト|スタン|アクティブ|リカバー|縦|横|寝|起き|立って|倒")
_STATE_OF = re.compile(r"([ァ-ヺー・]+)状態の\s*$")


def _compound(question: str, start: int, word: str) -> str:
    """「アンタイ・オジギは何枚?」: the asked word with the ・-joined katakana before it — its last part
    alone (「オジギ」) is the opposite state, whose sentence (「カード3枚をオジギして」) had given the 3
    paid for the 0 left (audit 18d)."""
    joined = _COMPOUND.search(question, 0, start) if re.match(r"[ァ-ヺー]", word) else None
    return joined.group(0) + word if joined is not None else word


# the standing and the turned states (ninjaslayer 1312.1 アンタイ・オジギ/オジギ, onepiece active/rest …)
_STANDING = re.compile(r"アンタイ\s*[・･]?\s*オジギ|アクティブ|リカバー|縦|立って|起き")
_TURNED = re.compile(r"(?<!アンタイ)(?<!アンタイ・)(?<!アンタイ･)オジギ|レスト|アクト|スタン|横|寝|倒")


def _opposite_state(before: str, asked_before: str) -> bool:
    """The conclusion's word is qualified by the state opposite to the one the question's asked phrase
    names: 「オジギするエテルは何枚?」 of 「アンタイ・オジギ状態のエテルは残り2枚」 — the 2 left standing had
    been stated for the 3 bowed (style audit 19b, 1312.1)."""
    state = _STATE_OF.search(before)
    if state is None:
        return False
    phrase = asked_before[-16:]
    standing, turned = _STANDING.search(phrase) is not None, _TURNED.search(phrase) is not None
    if standing == turned:
        return False  # no state named, or both
    return (_STANDING.search(state.group(1)) is not None) != standing


def _unasked_state(before: str, asked_before: str) -> bool:
    """The conclusion's word is qualified by a state (「アンタイ・オジギ状態の」) while the question's asked
    phrase (its last 16 characters) names no state at all (「縦の」「立ってる」 name one)."""
    return _STATE_OF.search(before) is not None and _ANY_STATE.search(asked_before[-16:]) is None


def asked_owner(question: str) -> tuple[str, str] | None:
    """「自分の絆は何点?」: the asked word and the player the question names for it."""
    asked = _ASKED_NOUN.search(question)
    if asked is None:
        return None
    # 「自分が失う絆の点数は?」: a counting noun after 「Xの」 counts that X (the word the conclusion says)
    counted = r"(?:([ァ-ヺー一-龯A-Za-z]{1,6})の\s*)?" if asked.group(1) in _COUNTING else "()"
    owned = re.search(
        rf"(自分|こっち|俺|相手|向こう|{_THIRD})\s*(?:の|が[ぁ-ん]{{1,3}}|が失う|が受ける)\s*"
        rf"{counted}{re.escape(asked.group(1))}$",
        question[: asked.end(1)],
    )
    if owned is None:
        return None
    word = owned.group(2) if owned.group(2) and asked.group(1) in _COUNTING else asked.group(1)
    if re.fullmatch(_THIRD, owned.group(1)):
        # 「友達のライフは?」: a third person the conclusion (自分/相手) never names — no value it gives
        # is theirs (onepiece audit 12b: the asker's life had been stated for the friend's)
        return word, owned.group(1)
    # the conclusion names the players 自分/相手 (`scenarios/common.py`)
    return word, "相手" if owned.group(1) in ("相手", "向こう") else "自分"


# 「友達の」「Aさんの」「あいつの」: a person other than 自分/相手 (the conclusion names neither so)
_THIRD = r"友達|友人|[A-ZＡ-Ｚ]さん|[A-ZＡ-Ｚ]くん|あいつ|彼女|彼"


def asked_word(question: str) -> str | None:
    """The word a number question asks the count of (「相手のデッキは何枚?」: デッキ), None when none."""
    asked = _ASKED_NOUN.search(question)
    return asked.group(1) if asked is not None else None


def told_of_other(question: str, summary: str) -> bool:
    """The conclusion tells the asked word only of the other player (「相手は絆を6点失います」 for
    「自分の絆は何点減る?」): no number of it answers the question."""
    owned = asked_owner(question)
    if owned is None:
        return False
    noun, owner = owned
    body = re.sub(r"\([^()]*\)", "", summary.removeprefix("シミュレーション結果: "))
    about = [s for s in body.split("。") if noun in s]
    return bool(about) and not any(owner in s for s in about)


# what may follow an ask of the count a word is left at: the question's end, a copula, 残る, になる
_LEFT_OK = re.compile(r"\s*(?:残|に\s*な|と\s*な|です|だ|ある|あり|か|[?？]|$)")


# 「ダメージは3点で耐久力5未満なので」: the word's number as a bound compared against, not its value (shared
# audit 12s: 5 had been stated for 「残りの耐久力は何点?」)
_BOUND = re.compile(r"-?[0-9]+\s*[点枚]?\s*(?:未満|以上|以下|を超え|を下回|を上回)")


def said_of(question: str, summary: str) -> list[int] | None:
    """「ライフは何点?」: the last number of the conclusion's first sentence about ライフ (the value it
    ends at: 「3000から500になります」 → 500); empty when no sentence names the asked word, None when
    the conclusion only assumes its value (「相手のリーダーのパワーは5000として計算すると」) or gives
    it two (「パワー7000対5000」)."""
    asked = _ASKED_NOUN.search(question)
    if asked is None:
        return []
    # 「自分の絆は何点減る?」: a sentence about the other player's 絆 does not answer it
    owned = asked_owner(question)
    owner = owned[1] if owned is not None else ""
    word = _compound(question, asked.start(1), asked.group(1))
    counter = re.search(r"何([枚点体回つ])", asked.group(0))
    unit = counter.group(1) if counter is not None else ""
    if word in _FORMAL:
        # 「はみ出した分は何点?」「超えた方はいくつ?」: a formal noun names what the clause before it says,
        # which no conclusion word is — 「分」 had been found in 「自分」 and its sentence's 1 stated
        return None
    # 「自分は何点ダメージを受ける?」: the noun counted after the ask is the asked word, the player before
    # it its owner
    counted = _COUNTED.match(question, asked.end())
    if counted is None and word in _PLAYERS:
        # 「相手は何回ダメージチェックする?」: the act counted after a player's ask, not 「相手は2点の…」
        counted = _ACTED.match(question, asked.end())
    if counted is not None:
        owner = _PLAYERS.get(word, owner)
        word = counted.group(1)
    # 「最大PPは?」: the conclusion says the word as the rules do (「PP最大値は2」) — read by another
    # spelling, the first sentence's last value (「EPは0になります」) had been stated for it
    word = _SPELLED.get(word, word)
    # 「(ライフは1枚)」: the value the conclusion gives the asked word, even in a parenthesis
    # (only the cited rule numbers are dropped)
    said = re.sub(r"\((?:[0-9]+[0-9a-z.\-]*[、,]?\s*)+\)", "", summary.removeprefix("シミュレーション結果: "))
    # a value the builder assumed for the asked word (「相手のリーダーのパワーは5000として計算すると、」)
    # is no answer to it: the clause is not read
    assumed = _assumed(word)
    clauses = [m.group(0) for m in assumed.finditer(said)]
    said = assumed.sub("", said)
    # 「ライフは2000から1700になります」: the value it ends at — unless a change is asked; 「エテルは残り1枚」
    # is the value too (style audit 17b: 「合わせて4枚のエテルをオジギして支払います(…エテルは残り1枚)」 had
    # given the 4 paid for 「アンタイ・オジギのエテルは何枚?」)
    # (「相手の絆は何点減る?」 is not the -2 it ends at)
    # 「フォロワーは何体?」: a number of another unit (「攻撃したフォロワーは1ダメージを受けます」) is
    # no count of the word (sve style audit 15a: 1 stated for the 2 followers left)
    # 「キャラは何枚?」 of 「キャラは5体」: a card counted in 枚 or 体 is one count (onepiece 3-7-6 says
    # 5枚, the conclusion 5体; style audit 17c: 「キャラ1枚をトラッシュに置いて」 had given 1)
    counted_in = (r"\s*[枚体]" if unit in _CARDS else rf"\s*{unit}") if unit in _COUNTERS else ""
    change = re.match(r"\s*(?:の)?\s*(?:減|失|受け|与え|増|回復|下が|上が)", question[asked.end() :])
    # 「エテルは何枚?」「…は何枚残る?」: the count the word is left at, said 「エテルは残り1枚」 too — not
    # an act counted after the ask (「エテルは何枚オジギした?」: the 4 bowed, not the 1 left)
    left = r"(?:残り\s*)?" if _LEFT_OK.match(question, asked.end()) else ""
    found_values = [
        m
        for m in (
            ()
            if change or counted
            else re.finditer(
                rf"{re.escape(word)}(?:は|が)\s*{left}(?:-?[0-9]+\s*[点枚]?\s*から\s*)?(-?[0-9]+)(?![0-9.\-]){counted_in}",
                said,
            )
        )
        if owner in said[said.rfind("。", 0, m.start()) + 1 : m.end()]
    ]
    # 「エテルは何枚?」 of 「アンタイ・オジギ状態のエテルは残り3枚」: the conclusion counts only the
    # cards in a state the question does not name (the エテル・ゾーン holds the bowed ones too, 1312.1)
    # (「エテルは何枚残る?」 asks the エテル left to pay with: the standing ones — style audit 16b)
    left_asked = "残" in asked.group(0) or re.match(r"\s*残", question[asked.end() :]) is not None
    qualified = [
        m
        for m in found_values
        if (not left_asked and _unasked_state(said[: m.start()], question[: asked.start(1)]))
        or _opposite_state(said[: m.start()], question[: asked.start(1)])
    ]
    valued = [
        (int(m.group(1)), _player(said[said.rfind("。", 0, m.start()) + 1 : m.end()]))
        for m in found_values
        if m not in qualified
    ]
    if qualified and not valued:
        return None
    if valued:
        # 「自分のリーダーの体力は20、…相手のリーダーの体力は2」 for an owner the question does not name
        players = {p for v, p in valued if v != valued[0][0]} | {valued[0][1]}
        return None if not owner and {"自分", "相手"} <= players else [valued[0][0]]
    if any(owner in clause for clause in clauses):  # the asked value is one the builder assumed
        return None
    body = re.sub(r"\([^()]*\)", "", summary.removeprefix("シミュレーション結果: "))
    sentences = [s for s in body.split("。") if word in s and owner in s]
    if word in _STATS and not owner and len(sentences) > 1:
        # 「攻撃したほうの体力は?」 with 「攻撃されたフォロワーは…体力2…。攻撃したフォロワーは…体力3」: the
        # card's role the question names picks its sentence; naming none, no sentence is the answer
        # (sve style audit 15a: the attacked follower's 2 had been stated for the attacker's 3)
        role = _role(question[: asked.start(1)])
        sentences = [s for s in sentences if role is not None and _role(s[: s.find(word)]) == role]
        if len(sentences) != 1:
            return None
    for sentence in sentences:
        if (
            not change
            and _LEFT_OK.match(question, asked.end())
            and re.search(
                rf"{re.escape(word)}\s*(?:を\s*-?[0-9]+\s*枚|-?[0-9]+\s*枚\s*を)\s*{_TURNED_IN_PLACE}",
                sentence,
            )
        ):
            # 「エテルは何枚?」 of 「エテルを2枚オジギして…」「カード2枚をオジギして」: the cards an act
            # takes, not the count of the word (audit 18d: the 2 paid stated for the エテル・ゾーン's 5)
            return None
        if word in sentence and owner in sentence:
            # the number the sentence gives the word, else its last; 「パワー7000対5000で」 gives it two
            # (whose is whose the sentence does not say): none is the answer
            given = re.findall(
                rf"{re.escape(word)}\s*(-?[0-9]+)(?![0-9.\-])(?:\s*対\s*(-?[0-9]+))?", sentence
            )
            right = {int(n) for pair in given for n in pair if n}
            found = re.findall(r"(?<![0-9.\-])-?[0-9]+(?![0-9.\-])", sentence)
            if len(right) > 1 or _BOUND.search(sentence, sentence.find(word)):
                return None
            if right:
                return [right.pop()]
            # 「2ダメージを1回与えます」: the amount said right before ダメージ, not the last number (a times
            # count; a final probe of round 27 had stated 1 for 「…5枚につき1ダメージ」's 2)
            before = re.findall(r"(?<![0-9.\-])(-?[0-9]+)\s*(?:点\s*の?)?\s*ダメージ", sentence)
            if word == "ダメージ" and unit in ("", "点") and len(set(before)) == 1:
                return [int(before[0])]
            if counted_in:  # 「何体?」: only a number counted in that unit
                found = re.findall(rf"(?<![0-9.\-])(-?[0-9]+){counted_in}", sentence)
            if found:
                return [int(found[-1])]
    return []


# 「攻撃したほうの」「攻撃してきたフォロワーの」 / 「攻撃されたフォロワーの」: the fighter's role named last
# before the asked word (「俺が攻撃したフォロワー」, a player's act, names the attacked card: no role read)
_ROLE = re.compile(r"(?:攻撃|アタック|アイサツ)(?:し(?:た|てきた)|され(?:た|てる|ている))")
_BY_PLAYER = re.compile(r"(?:俺|自分|相手|こっち|向こう)\s*(?:が|は|で)\s*$")


def _role(text: str) -> str | None:
    """The role (attacker / attacked) the last clause of `text` names its card by, None when none."""
    clause = re.split(r"[。、,!！?？]", text)[-1]
    found = list(_ROLE.finditer(clause))
    if not found or _BY_PLAYER.search(clause, 0, found[-1].start()):
        return None
    return "attacked" if "され" in found[-1].group() else "attacker"


def _player(text: str) -> str:
    """The player a clause of the conclusion names last (「自分のリーダーの体力は20、相手の…」)."""
    at = max((text.rfind(w), w) for w in ("自分", "相手"))
    return at[1] if at[0] >= 0 else ""


_PLAYERS = {"相手": "相手", "向こう": "相手", "自分": "自分", "こっち": "自分", "俺": "自分"}
# 「何点ダメージを受ける?」「何枚カードを引く?」: a noun right after the ask
_COUNTED = re.compile(r"\s*([ァ-ヺー一-龯]{2,8})\s*(?:を|が|は)")
# 「何回ダメージチェックする?」「何枚ドローした?」: a katakana act right after a player's ask (ninjaslayer
# style audit 14b: 「相手は2点のイクサダメージを受け」 had given the 2 for the checks asked)
_ACTED = re.compile(r"\s*([ァ-ヺー・]{2,10})\s*(?:する|して|した|します|を行う|を行い)")


def _assumed(word: str) -> re.Pattern[str]:
    """「相手のリーダーのパワーは5000として計算すると」: a value of the word the builder assumed."""
    return re.compile(rf"[^、。]*{re.escape(word)}(?:は|が)\s*-?[0-9]+\s*[点枚]?\s*として[^、。]*、?")


# a card's printed value asked by its name (「相手のキャラの耐久力は何点?」): damage dealt or a life does not
# change it, so only a conclusion sentence that names the value answers it (shared audit 12s: the アイサツ's 3
# damage had been stated for a 耐久力 5)
_STATS = frozenset({"耐久力", "カラテ", "パワー", "攻撃力", "防御力", "体力", "STR", "DEF", "ATK", "工作力"})
# fow prints ATK/DEF for 攻撃力/防御力: 「DEFはいくつ?」 is answered by a sentence naming the 防御力
_SAID_AS = {"DEF": ("DEF", "防御力"), "ATK": ("ATK", "攻撃力")}


def stat_unsaid(question: str, source: str) -> bool:
    """A card value is asked by name and the conclusion's sentence the number comes from never names it."""
    word = asked_word(question)
    return word in _STATS and not any(w in source for w in _SAID_AS.get(word, (word,)))


def quantity_unsaid(question: str, told: list[str], summary: str) -> str | None:
    """The asked word is a quantity the question tells a value of (`told`: the QUANTITY facts' texts,
    「相手のEP2」) and no sentence of the conclusion names it: its numbers are another quantity's (sve
    「相手のEP2。相手の…フォロワーが俺のリーダーを攻撃してきた。相手のEPは?」 had stated the asker's
    leader's 17, round 20 trap audit). The asked word, or None."""
    word = asked_word(question)
    if word is None or len(word) < 2 or not any(t.startswith(word) for t in told):
        return None
    if (
        word in state_words()
    ):  # a zone's word the conclusion may spell otherwise (ダメゾン → ダメージ・ゾーン)
        return None
    body = re.sub(r"\([^()]*\)", "", summary.removeprefix("シミュレーション結果: "))
    return None if word in body else word
