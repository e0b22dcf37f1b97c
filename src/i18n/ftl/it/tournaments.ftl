### Strings of the tournament pages: (key, Italiano, English).

nav-tournaments = Tornei
tour-list = Tornei
tour-none = Nessun torneo pubblicato.
tour-manage = Gestisci
tour-new = Nuovo torneo
tour-name = Nome del torneo
tour-date = Data
tour-venue = Luogo
tour-create = Crea torneo
tour-err_name = Scrivi un nome di torneo (al massimo 80 caratteri).
tour-err_date = Scrivi la data come AAAA-MM-GG, per esempio 2026-11-21.
tour-err_venue = Il luogo può avere al massimo 120 caratteri.
tour-public_page = Pagina pubblica
tour-standings = Classifica
tour-rounds = Turni
tour-teams = Squadre
tour-teams_count = squadre
tour-active_teams = squadre attive
tour-audit = Registro delle modifiche
tour-no_rounds = Nessun turno pubblicato finora.
round-round = Turno
round-pair = Abbina il turno
round-confirm_unfinished = Abbina anche se alcune partite del turno precedente non sono concluse
round-published = pubblicato
round-draft = bozza
round-table = Tavolo
round-teams = Squadre
round-notes = Note
round-bye = Riposo
round-swap = Scambia la squadra
round-with = con
round-swap_go = Scambia
round-publish = Pubblica il turno
round-discard = Scarta la bozza
round-draft_exists = C'è già una bozza di turno: pubblicala o scartala prima di abbinare di nuovo.
round-too_few = Servono almeno due squadre attive per abbinare un turno.
round-unfinished = Alcune partite del turno precedente non hanno ancora un risultato firmato. Spunta la casella per abbinare comunque.
round-bad_swap = Scegli due squadre diverse della bozza di turno.
team-name = Squadra
team-player1 = Giocatore 1
team-player2 = Giocatore 2 (vuoto: gioca da solo)
team-club = Club
team-add = Aggiungi squadra
team-drop = Ritira
team-return = Riammetti
team-dropped = ritirata
import-title = Importa da CSV
import-help = Incolla le righe squadra,giocatore1,giocatore2,club (anche con il punto e virgola, come le salva Excel in italiano)
import-preview = Anteprima
import-confirm = Conferma e registra
import-bad_rows = righe da correggere: nulla è stato registrato.
import-good_rows = squadre pronte: controlla e conferma.
import-line = Riga
import-players = Giocatori
reg-missing_team = Manca il nome della squadra.
reg-missing_player = Manca il primo giocatore.
reg-too_long = Un nome supera i 60 caratteri.
reg-duplicate = Questa squadra è già registrata (o compare due volte).
reg-columns = La riga deve avere 3 o 4 colonne: squadra,giocatore1,giocatore2,club.
reg-unreadable = Il testo non è un CSV leggibile (virgolette non chiuse o caratteri non validi).
reg-too_many = Al massimo 1000 righe per importazione.
reg-empty = Non c'è nessuna squadra da importare.
reg-fix_first = Correggi le righe segnate prima di confermare.
st-mp = PT
st-mp_long = Punti partita (vittoria 2, pareggio 1)
st-total = Tot
st-total_long = Punteggio di squadra totale
st-diff = Diff
st-diff_long = Differenza punti con gli avversari
st-buchholz = Bu
st-buchholz_long = Buchholz: punti partita degli avversari
st-best = Max
st-best_long = Miglior punteggio in una partita
st-record = V-P-S (R)
st-record_long = Vittorie, pareggi, sconfitte (riposi)
st-players = Classifica individuale
st-no_players = Ancora nessun punteggio individuale.
# Counts that agree with their number (1 squadra, 2 squadre).
count-teams = { $n ->
        [one] { $n } squadra
       *[other] { $n } squadre
    }
count-active_teams = { $n ->
        [one] { $n } squadra attiva
       *[other] { $n } squadre attive
    }
count-matches = { $n ->
        [one] { $n } partita
       *[other] { $n } partite
    }
count-players = { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }
# The CSV box's example row (the header the import reads).
import-placeholder = team,player1,player2,club
