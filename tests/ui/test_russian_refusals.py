"""Issue 29: every refusal a Russian page can show says, in Russian, what was
refused and why (the error's ``reason``), keeping the quoted input; English
keeps each error's own message, word for word."""
import io

import pytest

import games
from games.tafl import game_of, parse_record, replay
from play import names as play_names
from readings import backup, remote, transfer
from readings.db import open_database
from ui import names, refusals


def refused(game: str, text: str, moves: tuple[str, ...] = ()) -> Exception:
    rules = games.make(game)
    state = rules.initial_state()
    for move in moves:
        state = rules.push(state, move)
    try:
        rules.parse_move(state, text)
    except ValueError as error:
        return error
    raise AssertionError(f"{text!r} was accepted")


@pytest.mark.parametrize("game, text, moves, said", [
    ("tavlei", "Kd1-d3", (), "Ход «Kd1-d3» здесь невозможен. На d1 нет князя."),
    ("copenhagen", "Kd1-d3", (), "Ход «Kd1-d3» здесь невозможен. На d1 нет короля."),
    ("copenhagen", "d11-d10xe9", ("h1-h3", "e7-e10"),
     "Ход «d11-d10xe9» здесь невозможен. Взятия в нём указаны неверно: это ход «d11-d10xe10»."),
    ("kamla", "Sa1-a2", (),
     "Ход «Sa1-a2» здесь невозможен. У стороны, чей ход, нет фигуры на a1."),
    ("shatra", "11-19", (), "Ход «11-19» здесь невозможен. У стороны, чей ход, нет фигуры на 11."),
    ("tavreli", "e2(3)-e4", (),
     "Ход «e2(3)-e4» здесь невозможен. В башне на e2 всего 1 фигура: сдвинуть 3 нельзя."),
    ("tavreli", "e2xe4", (), "Ход «e2xe4» здесь невозможен. Записывается он так: «e2-e4»."),
    ("tavreli", "e2-e4=Х", (), "Ход «e2-e4=Х» здесь невозможен. Превращения в этом ходе нет."),
])
def test_a_refused_move_says_why_in_russian(game, text, moves, said):
    error = refused(game, text, moves)
    assert names.refusal(error, "ru") == said
    assert names.refusal(error, "en") == str(error)


def test_english_keeps_the_rules_own_sentence():
    error = refused("copenhagen", "Kd1-d3")
    assert str(error).startswith("illegal Copenhagen Hnefatafl move 'Kd1-d3': no king on d1 in ")
    assert names.refusal(error, "en") == str(error)


@pytest.mark.parametrize("text, said", [
    ("[variant:nosuch]\n1. a1-a2\n", "правил «nosuch» с такими настройками нет"),
    ("1. h1-h3\n", "в записи не названы правила — добавьте тег [variant:...]"),
    ("[variant:copenhagen]\n[bad tag\n", "строка 2 — не тег вида [имя:значение]: «[bad tag»"),
    ("[variant:copenhagen]\n1. h1-h3\n[end:x]\n",
     "в строке 3 тег стоит после ходов: «[end:x]»"),
])
def test_an_unreadable_tafl_record_says_why_in_russian(text, said):
    with pytest.raises(games.core.GameError) as caught:
        game_of(parse_record(text))
    assert names.refusal(caught.value, "ru") == said
    assert names.refusal(caught.value, "en") == str(caught.value)


def test_where_a_tafl_record_stops_is_said_in_russian():
    record = parse_record("[variant:copenhagen]\n1. h1-h3 e7-e10\n2. d11-d10xe9 e6-e9\n")
    game, start = game_of(record)
    played = replay(game, record.moves, start)
    assert played.reason == str(played.error) and played.reason.startswith(
        "illegal Copenhagen Hnefatafl move 'd11-d10xe9': wrong captures")
    assert names.refusal(played.error, "ru") == (
        "Ход «d11-d10xe9» здесь невозможен. Взятия в нём указаны неверно: это ход «d11-d10xe10».")


def test_the_kings_word_follows_the_ruleset():
    """Tavlei's king is a prince (князь), as the rules documents call him in both languages."""
    assert play_names.reason("the king escaped", "ru", "tavlei") == "князь ушёл"
    assert play_names.reason("the king escaped", "ru", "copenhagen") == "король ушёл"
    assert play_names.reason("the king escaped", "en", "tavlei") == "the prince escaped"
    assert play_names.kingly("king captured by two", "hnefatafl-9", "ru") == "короля берут вдвоём"
    assert play_names.kingly("king captured by two", "tavlei", "ru") == "князя берут вдвоём"


def join_refusal(code: str, folder) -> remote.RemoteError:
    with open_database(folder / "journal.sqlite3") as con:
        try:
            remote.join(con, code, client="test", gate=remote.Gate())
        except remote.RemoteError as error:
            return error
    raise AssertionError(f"{code!r} opened a game")


def test_a_wrong_join_code_is_said_in_russian(tmp_path):
    error = join_refusal("ABCD-EFGH-JKLM", tmp_path)
    assert str(error) == "no game has the code 'ABCD-EFGH-JKLM'"
    assert names.refusal(error, "ru") == (
        "Код «ABCD-EFGH-JKLM» не открывает ни одной игры: проверьте его и попробуйте ещё раз.")
    assert names.refusal(error, "en") == str(error)


@pytest.mark.parametrize("error, said", [
    (remote.RemoteError("x", reason="expired", code="AAAA-BBBB-CCCC", hours=24),
     "Код AAAA-BBBB-CCCC истёк: за 24 часа никто не присоединился. Начните новую игру."),
    (remote.TooManyTries("x", reason="code tries"),
     "С этим кодом за последнюю минуту было слишком много неудачных попыток: подождите минуту, "
     "проверьте код и попробуйте ещё раз."),
    (remote.RemoteError("x", reason="full", code="AAAA-BBBB-CCCC"),
     "У игры AAAA-BBBB-CCCC уже есть оба игрока."),
])
def test_two_screen_refusals_say_why_in_russian(error, said):
    assert refusals.refusal(error, "ru") == said


@pytest.mark.parametrize("data, english, said", [
    (b"not a backup at all", "the file is not a journal backup (not an SQLite database)",
     "файл — не резервная копия дневника: это вовсе не база данных"),
    (b"\x1f\x8b\x08\x00broken", "the file is a damaged gzip archive",
     "файл — повреждённый сжатый архив"),
])
def test_a_refused_backup_says_why_in_russian(data, english, said, tmp_path):
    with open_database(tmp_path / "journal.sqlite3") as con, pytest.raises(backup.RestoreRefused) as caught:
        backup.restore(con, io.BytesIO(data))
    assert str(caught.value).startswith(english)
    assert refusals.refusal(caught.value, "ru") == said


@pytest.mark.parametrize("data, english, said", [
    (b"{", "the file is not valid JSON", "файл — не текст в формате JSON"),
    (b'{"format": "other"}', 'the file is not a journal export (no "format"',
     "файл — не выгрузка дневника"),
    (b'{"format": "kamla-senet-journal", "version": 1, "entries": [{"uid": 1}]}',
     "entry 1 lacks", "запись 1 в файле испорчена или слишком велика"),
])
def test_a_refused_import_says_why_in_russian(data, english, said):
    with pytest.raises(transfer.ImportRejected) as caught:
        transfer.read_export(data)
    assert str(caught.value).startswith(english)
    assert refusals.refusal(caught.value, "ru") == said
