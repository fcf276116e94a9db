"""What a ニンジャスレイヤー question asks a count of, and of whom (「俺は何回ダメチェする?」「相手のダメゾン
何枚になる?」): the アイサツ builder and plan decline a count asked of the player who makes no damage
check (1003.2a), or of a ダメージ・ゾーン whose count before the checks is never told (1104.3)."""

from __future__ import annotations

import re

# a count asked (「何枚?」「何回ダメチェする?」) and the players its sentence names
_COUNT_ASKED = re.compile(r"何\s*(?:枚|回|点)|いくつ")
_SELF_WORD = re.compile(r"自分|俺|オレ|こっち|うち|ウチ|私|僕")
_OTHER_WORD = re.compile(r"相手|向こう|敵")


def counted_player(text: str) -> str | None:
    """The player ("self"/"opponent") the sentences asking a count name — 「俺は何回ダメチェする?」
    「相手のダメゾンは何枚?」 — when they name one only; else None (no count asked, none or both named)."""
    named: set[str] = set()
    for sentence in re.split(r"[。?？!！\n]", text):
        if _COUNT_ASKED.search(sentence):
            named |= {"self"} if _SELF_WORD.search(sentence) else set()
            named |= {"opponent"} if _OTHER_WORD.search(sentence) else set()
    return named.pop() if len(named) == 1 else None


# 「何枚増える?」「何枚置かれる?」: the change asked, which no count before it decides
_CHANGE = re.compile(r"(?:何\s*(?:枚|回|点)|いくつ)\s*(?:ずつ)?\s*(?:増|減|置か|追加|行|いく|入)")


def zone_count_asked(text: str) -> bool:
    """A sentence asks the count a ダメージ・ゾーン ends at (「相手のダメゾン何枚になる?」), not the
    change (「何枚増える?」)."""
    return any(
        _COUNT_ASKED.search(s)
        and not _CHANGE.search(s)
        and re.search(r"ダメ(?:ージ)?・?ゾー?ン?", s)
        and "チェ" not in s
        for s in re.split(r"[。?？!！\n]", text)
    )


_ZONE_TOLD = re.compile(
    r"ダメ(?:ージ)?・?ゾー?ン?(?:は|が|も)?\s*(?:まだ|もう|今|すでに|既に)?\s*[0-9０-９]+\s*枚"
)


def zone_told(text: str, side: str) -> bool:
    """A ダメージ・ゾーン's count told of `side` ("self"/"opponent"), or of no player named right before it
    (「ダメゾン3枚」)."""
    for m in _ZONE_TOLD.finditer(text):
        before = re.split(r"[。?？!！、\n]", text[max(0, m.start() - 8) : m.start()])[-1]
        named = {"self"} if _SELF_WORD.search(before) else set()
        named |= {"opponent"} if _OTHER_WORD.search(before) else set()
        if not named or named == {side}:
            return True
    return False


# 「相手にアイサツ」「相手プレイヤーに攻撃」: a player aimed at by an active アイサツ (704.4), not the one who
# アイサツs in 「相手にアイサツされた」
_PLAYER_AIMED = re.compile(
    r"(?:相手|向こう|敵|自分|俺|オレ|こっち|うち|ウチ)(?:の)?(?:プレイヤー|本体)?(?:に|へ)\s*(?:直接)?"
    r"(?:アイサツ|攻撃|アタック|殴)(?![^。?？!！]{0,4}され)"
)


def player_aimed(text: str) -> bool:
    """An アイサツ told as aimed at a player (「…のキャラで相手にアイサツ」): a run aiming every アイサツ
    at a card leaves it out (704.4: the player or one of the player's characters)."""
    return _PLAYER_AIMED.search(text) is not None


_ATTACKING_CARD = re.compile(r"アイサツ(?:し|する|して)(?:た|てる|ている)?(?:キャラ|方|ほう|側)")


def count_asked_of_attacker(text: str, attacker: str) -> bool:
    """A count asked in a sentence naming only the アイサツ card's player (「俺のキャラが受けるダメージは
    何点?」 of the asker's アイサツ) or the アイサツ card itself (「アイサツしたキャラは何点?」): the card
    that deals the イクサダメージ takes none from it (706.4b), so the run's damage is not that count."""
    for sentence in re.split(r"[。?？!！\n]", text):
        if not _COUNT_ASKED.search(sentence):
            continue
        named = {"self"} if _SELF_WORD.search(sentence) else set()
        named |= {"opponent"} if _OTHER_WORD.search(sentence) else set()
        if named == {attacker} or _ATTACKING_CARD.search(sentence):
            return True
    return False
