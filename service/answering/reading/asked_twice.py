"""Two asks in one question (round 10c audit, ninjaslayer): 「殺せる?殺せたら何点余る?」「ダメチェは何回?
相手のダメゾン8枚なら負ける?」「相手は何回ダメチェする?俺は何回?」「死ぬ?俺のキャラは?」「出せる?
そのあとコトダマも撃てる?」. A run states one verdict; stated, it reads as the answer to every ask,
while it answers one at most ('yes' had been stated for 「…何点余る?」, 'self' for 「…何回?」, [3] for the
other player's count too). Asks that restate one another (「これで決着?どっちの勝ち?」「どうなる?殺される?」
「ドロー何枚?…手札は何枚?」) keep the verdict; withheld, for the games listed (each game's audit opts
in), are

* a count asked (何点/何枚/何回…) beside a verdict that is no count;
* a later ask of another player or card left elliptical (「俺は何回?」「俺のキャラは?」);
* a later ask of what follows (「そのあと…撃てる?」「その後…何枚?」) — in every game since round 21.
"""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

_GAMES = frozenset({"ninjaslayer"})
_ASK_MARK = re.compile(r"[?？]")
# an aside closed by its own 「?」 (「(自分視点)?」) or a bare 「え?」 is no ask
_WORDS = re.compile(r"[^\s、。,.!！()（）「」]{2,}")
_COUNT = re.compile(r"(?:何|なん)\s*(?:点|枚|回|体|人|個|ダメ)|いくつ")
# 「俺は何回?」「俺のキャラは?」「相手も?」: the same ask of another player or card
_ELLIPTIC = re.compile(
    r"^\s*(?:で|じゃあ|では)?\s*(?:俺|自分|私|僕|相手|こっち|向こう)(?:\s*の\s*\S{0,8}?)?\s*(?:は|も)\s*"
    r"(?:(?:何|なん)\s*(?:点|枚|回|体|人|個)|どう)?\s*$"
)
_THEN = re.compile(r"^\s*(?:その\s*(?:あと|後)|それから|続けて|さらに)")


# 「『ドン!!-2』は払える?あと『①』は?」: a later ask of another thing, left elliptical after 「あと」
# (onepiece audit 11b: 'yes' had been stated for both, the ① unpayable with every DON!! rested)
_ALSO = re.compile(r"^\s*(?:あと|それと|ついでに|じゃあ)\s*[、,]?\s*[^、。]{1,20}?\s*(?:は|も)\s*$")
_ALSO_GAMES = frozenset({"onepiece"})


# 「何枚残る?もし2体だったら?」「出せる?じゃあコスト3なら?」: a later ask of another case, only its
# condition said (onepiece audit 12b: the first ask's [1] had been stated for both) — or the condition
# and the same can again (「撃てる?次のアタックの前ならいける?」, onepiece audit 14: 'no' had been stated
# for the second case too)
_SUPPOSED = re.compile(
    r"^\s*(?:じゃあ|では|で|それなら)?\s*[、,]?\s*(?:もし|仮に)?[^、。]{0,24}?"
    r"(?:だったら|なかったら|たら|なら|だと|の場合(?:は)?|のとき(?:は)?)\s*"
    r"(?:どう|(?:は|も)?\s*(?:いけ|でき|使え|撃て|打て|出せ|払え)(?:る|ます)(?:の|か)?|OK|大丈夫)?\s*$"
)


def second_ask(reading: Reading, game: str | None, kind: str) -> str | None:
    """Why the verdict is withheld when the question asks twice and the verdict answers one ask."""
    if game in _ALSO_GAMES:
        asks = [p for p in _ASK_MARK.split(reading.text)[:-1] if _WORDS.search(p)]
        later = [p.split("。")[-1] for p in asks[1:]]
        # counts asked twice: the verdict lists each (verdict.py); a case supposed is no count
        if (kind != "number" and any(_ALSO.match(p) for p in later)) or any(
            _SUPPOSED.match(p) for p in later
        ):
            return "質問が2つの問いを含むため、1つのシミュレーション結果では両方に答えられません"
    if kind not in ("winner", "outcome") and _later_winner(reading.text):
        return "質問が2つの問いを含むため、1つのシミュレーション結果では両方に答えられません"
    asked = [p for p in _ASK_MARK.split(reading.text)[:-1] if _WORDS.search(p)]
    # 「コスト3のフォロワーを出せる? そのあとコスト3のスペルも使える?」: a later ask of what follows, in every
    # game (round 21, sve: one 'no' had been stated for both, the first play allowed)
    if len(asked) >= 2 and any(_THEN.match(p.split("。")[-1]) for p in asked[1:]):
        return "質問が2つの問いを含むため、1つのシミュレーション結果では両方に答えられません"
    if game not in _GAMES:
        return None
    if len(asked) < 2:
        return None
    last = [p.split("。")[-1] for p in asked[1:]]  # each later ask's own sentence
    if (
        (kind != "number" and any(_COUNT.search(p.split("。")[-1]) for p in asked))
        or any(_ELLIPTIC.match(p) for p in last)
        or any(_THEN.match(p) for p in last)
    ):
        return "質問が2つの問いを含むため、1つのシミュレーション結果では両方に答えられません"
    return None


def _later_winner(text: str) -> bool:
    """A later ask, in its own sentence, of who wins (「…続行でOK?ちなみに…この後の勝者どうなる?」, blind AO
    kiseki-ao-03: the can of the first ask had been stated as the answer, the winner only narrated)."""
    asked = [p for p in _ASK_MARK.split(text)[:-1] if _WORDS.search(p)]
    return any(_WINNER_ASKED.search(p.split("。")[-1]) for p in asked[1:])


# 「勝者は?」「どっちが勝つ?」「どっちの勝ち?」: the winner asked in every game, whatever the verdict's kind
_WINNER_ASKED = re.compile(r"勝者|どっちが勝|どちらが勝|どっちの勝|どちらの勝|誰が勝|誰の勝")


# a defeat or a win asked (「相手負ける?」「勝てる?」「敗北する?」)
_DEFEAT = re.compile(r"負け|負ける|勝ち|勝て|勝つ|勝利|勝者|敗北")
_ZONES = frozenset({"damage_zone", "damage_zone_face_down", "deck"})
_HITS = frozenset({"aisatsu", "attacked", "damage"})  # damage to a player: checks into the ダメージ・ゾーン


def zone_untold(reading: Reading, game: str | None, kind: str) -> str | None:
    """Why the verdict is withheld when a defeat is asked and no count that decides it was told
    (1002.1, 1002.2): 「工作力2のキャラで相手にアイサツが通った。相手負ける?」 had been stated 'none' from
    the engine's empty ダメージ・ゾーン (round 10c, style U: an untold deciding value)."""
    if game not in _GAMES or kind not in ("winner", "outcome") or not _DEFEAT.search(reading.text):
        return None
    if any(f.concept in _ZONES for f in reading.facts):
        return None
    if not any(f.concept in _HITS and not f.negated for f in reading.of(Role.ACTION)):
        return None  # a ループ (1501.1c) or a rule asked: no damage whose checks the zone decides
    return "勝敗を決めるダメージ・ゾーンやデッキの枚数が書かれていないため、シミュレーションしていません"


# 「相手のライフと俺のライフは?」「相手と俺の体力は?」「ダメージ・ゾーンはそれぞれ何枚?」「お互いの絆は?」:
# one count asked of both players (round 21: one number had been stated — the asker's life 3 for
# 「相手のライフと俺のライフは?」, 11 of 「相手と俺の体力は?」, the opponent's 5 of 「それぞれ何枚?」)
_PLAYER = r"(?:相手|俺|自分|こっち|私|僕|向こう)"
_BOTH = re.compile(
    rf"{_PLAYER}(?:\s*の\s*[^、。?？\s]{{0,10}}?)?\s*(?:と|&|＆|・)\s*{_PLAYER}(?:\s*の\s*[^、。?？\s]{{0,10}}?)?"
    r"\s*(?:は|が|も)?\s*(?:それぞれ|各々|各自)?\s*(?:何(?!も)|なん|いくつ|どう|[?？]|$)"
)
_EACH = re.compile(
    r"(?:それぞれ|各々|各自|お互い|両方|両者|双方|どっちも|どちらも|両プレイヤー|(?:2|２|二)人|ふたり)"
    r"[^。?？]{0,14}?(?:何(?!も)|なん|いくつ|[?？])"
)


def both_players(reading: Reading, kind: str, value: object) -> str | None:
    """Why the verdict is withheld: a count asked of both players answered by one number."""
    if kind != "number" or (isinstance(value, list) and len(value) >= 2):
        return None
    text = reading.text
    ends = [m.end() for m in _ASK_MARK.finditer(text)] or [len(text)]
    for end in ends:
        # the asked clause: after the sentence's last pause (not 「お互い何も使わなかったら、…残り体力は?」)
        opened = max(text.rfind(c, 0, end - 1) for c in "。?？!！\n、,") + 1
        sentence = text[opened:end]
        if _BOTH.search(sentence) or _EACH.search(sentence):
            return "両方のプレイヤーの数を聞いていますが、シミュレーション結果は1つの数しか答えません"
    return None
