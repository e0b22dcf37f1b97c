# The T.E.G. engine's sentences: refusals, history lines, what a pact forbids and the
# names of the game's things. Players, countries and continents come as arguments, already
# named in the language; the situation cards' names are the board's (`teg-card-*`).

## Names

teg-word-player = Giocatore { $n }
teg-word-colour = { $colour ->
    [blanco] bianco
    [negro] nero
    [rojo] rosso
    [azul] blu
    [amarillo] giallo
    [verde] verde
   *[other] { $colour }
    }
teg-word-pact = { $kind ->
    [countries] Patto tra paesi
    [continent] Patto di continente
    [frontier] Patto di frontiera
    [world] Patto mondiale
    [aggression] Patto di aggressione
   *[condominium] Patto di condominio
    }
teg-history-clock-start = Cronometro avviato
teg-history-clock-pause = Cronometro in pausa
teg-history-clock-resume = Cronometro ripreso
teg-history-clock-time_up = Tempo scaduto: questo giro è l'ultimo
teg-word-phase-placement = piazzamento iniziale
teg-word-phase-situation = carta di situazione
teg-word-phase-crisis_rolls = dadi della crisi
teg-word-phase-extra_reinforcements = rinforzi extra
teg-word-phase-incorporation = incorporazione
teg-word-phase-attack = attacchi
teg-word-phase-occupy = occupazione
teg-word-phase-regroup = riorganizzazione
teg-word-phase-cards = carte
teg-word-phase-finished = partita finita
# Why a zone, an aggression pact or a zone penalty is invalid.
teg-word-reason = { $reason ->
    [same_party] le due parti sono lo stesso giocatore
    [three_trades_each] ognuna delle due parti deve avere fatto 3 cambi
    [one_zone_each] ogni giocatore ha una sola zona internazionale alla volta
    [zone_held_by_a_party] il paese della zona deve essere di una delle parti
    [zone_has_one_army] il paese della zona deve avere un solo esercito
    [zone_borders_both] il paese della zona deve confinare con un paese di ognuna delle parti
    [target_of_a_party] il paese attaccato deve essere di un terzo colore
    [target_not_held_alone] il paese attaccato deve essere di un solo colore
    [one_aggressor_country_each] serve un paese aggressore per ciascuno dei due alleati
    [one_at_a_time] c'è già un patto di aggressione da eseguire
    [not_pending] il patto non è un patto di aggressione ancora da eseguire
    [move_in_by_the_allies_only] entrano solo i due alleati
    [no_such_breach] nessuna violazione di questa zona da sanzionare
    [card_to_take] chi ha violato la zona ha carte: indicare quella tolta a caso
   *[other] dati non validi
    }

## Refusals

teg-refusal-match_finished = La partita è finita: non si registra altro
teg-refusal-unknown_seat = Non c'è un posto { $seat } a questo tavolo
teg-refusal-seat_eliminated = { $seat } è già fuori dalla partita
teg-refusal-wrong_ruleset = Questo registro è del regolamento «{ $ruleset }», non di T.E.G.
teg-refusal-wrong_map = T.E.G. La Revancha si gioca sulla mappa teg-revancha, non «{ $map }»
teg-refusal-seat_count = T.E.G. si gioca da 2 a 6 giocatori, non { $seats }
teg-refusal-seat_order = I giocatori vanno elencati in ordine di posto, da 0: il posto { $seat } è fuori ordine
teg-refusal-bad_colour = Il colore «{ $colour }» non è dei sei della scatola o è usato due volte (blanco, negro, rojo, azul, amarillo, verde)
teg-refusal-deal_incomplete = La distribuzione non dice chi ha ricevuto { $country }: servono tutti i 72 paesi
teg-refusal-deal_share = { $seat } ha ricevuto { $countries } paesi, ma la quota è { $share } (con 5 giocatori due ne hanno uno in più)
teg-refusal-border_not_disputed = Il confine { $from }–{ $to } non è tra quelli contesi della mappa: non si può togliere né aggiungere
teg-refusal-objective_seat = Gli obiettivi nominano un posto che non esiste: «{ $seat }»
teg-refusal-objective_count = { $seat } ha { $count } obiettivi segreti, ne servono { $expected }
teg-refusal-objective_unavailable = L'obiettivo «{ $objective }» non si può assegnare: sconosciuto, già dato, tolto con 2–3 giocatori o il 20° non scritto
teg-refusal-not_now = Adesso non si può registrare { $action }
teg-refusal-not_your_turn = Non è il turno di { $seat }: tocca a { $turn }
teg-refusal-rest_colour_missing = La carta «Riposo» nomina un colore, e solo lei
teg-refusal-situation_used_up = Tutte le copie della carta «{ $card }» sono già uscite da quando si è rimescolato
teg-refusal-rolls_incomplete = Manca il dado di crisi di { $seat }: un dado per ogni giocatore in gioco
teg-refusal-bad_die_value = Un dado va da 1 a 6, non { $value }
teg-refusal-stage_over = Il momento per { $action } in questo turno è passato: non si torna indietro
teg-refusal-trade_required = { $seat } ha 5 carte: deve fare un cambio prima di andare avanti
teg-refusal-unplaced_armies = { $seat } ha ancora { $armies } eserciti da collocare
teg-refusal-occupy_pending = Prima si occupa il paese appena conquistato
teg-refusal-clock_event = Orologio: evento non valido ora ({ $fault ->
    [started] il cronometro è già partito
    [not_started] il cronometro non è partito
    [not_running] il cronometro è già fermo
   *[other] il cronometro non è in pausa
    })
teg-refusal-zero_amount = Quantità zero su { $country }: si indicano solo i paesi che ricevono qualcosa
teg-refusal-not_your_country = { $country } non è di { $seat } da solo
teg-refusal-blockaded = { $country } è bloccato: non può ricevere eserciti né missili
teg-refusal-wrong_quota = { $seat } deve collocare esattamente { $due } eserciti (un missile ne vale 6), non { $placed }
teg-refusal-over_allowance = { $seat } colloca { $placed } eserciti ma ne ha { $due } (quelli di un continente vanno dentro il continente)
teg-refusal-too_few_armies = { $country } ha { $armies } eserciti, ne servono almeno { $needed }
teg-refusal-situation_forbids = La carta «{ $card }» di questo giro lo vieta a { $seat }
teg-refusal-own_target = { $country } è già dell'attaccante
teg-refusal-pact_forbids = Il patto { $pact } tra { $seat } e { $other } copre questo attacco
teg-refusal-not_adjacent = { $from } e { $to } non confinano
teg-refusal-throw_form = Un lancio si registra coi dadi (dice) o con le perdite (losses), non con entrambi né senza
teg-refusal-wrong_dice_count = Dadi { $side ->
    [attacker] dell'attaccante
   *[other] del difensore
    }: { $dice }, ammessi da { $min } a { $max }
teg-refusal-losses_inconsistent = Perdite { $attacker } e { $defender }: devono sommare { $pairs } e non superare gli eserciti in gioco
teg-refusal-occupy_out_of_range = Si entrano da 1 a { $max } eserciti, non { $armies }
teg-refusal-missile_out_of_range = { $to } è a più di tre frontiere da { $from }
teg-refusal-no_missile = { $country } non ha missili
teg-refusal-missile_target_too_weak = { $country } ha { $armies } eserciti e il missile ne toglierebbe { $damage }: deve restarne almeno uno
teg-refusal-missile_outgunned = { $from } ha { $mine } missili e { $to } { $theirs }: serve averne di più del bersaglio
teg-refusal-missile_overflies_pact = Da { $from } a { $to } il missile sorvolerebbe il patto { $pact }
teg-refusal-regroup_too_many = Da { $country } possono muoversi { $free_armies } eserciti e { $free_missiles } missili, non { $armies } e { $missiles }
teg-refusal-pact_invalid = Patto non valido ({ $reason })
teg-refusal-pact_out_of_turn = Con Fair Play un patto si registra nel turno di una delle parti ({ $first }, { $second }); tocca a { $turn }
teg-refusal-unknown_pact = Non c'è un patto { $pact } in vigore
teg-refusal-not_a_party = { $seat } non è parte del patto { $pact }
teg-refusal-pact_already_broken = Il patto { $pact } è già stato rotto
teg-refusal-one_trade_per_round = { $seat } ha già fatto un cambio in questo giro
teg-refusal-card_not_held = { $seat } non ha la carta di { $country }
teg-refusal-figures_conflict = Le figure date per { $country } non sono quelle già registrate
teg-refusal-figures_invalid = Figure non valide per { $country }: una, due o la supertarjeta avión + barco + tanque
teg-refusal-figures_unknown = Le figure della carta { $country } non sono note: indicale nel cambio
teg-refusal-continent_card_not_held = { $seat } non ha la carta del continente { $continent }
teg-refusal-trade_not_a_set = Le carte non formano un cambio: tre figure uguali, tre diverse o una carta che vale da sola
teg-refusal-trade_not_minimal = C'è una carta di troppo: il cambio sta in piedi anche senza
teg-refusal-card_not_due = { $seat } ha conquistato { $conquests } paesi in questo turno, ne servono { $needed } per una carta (e una sola per turno)
teg-refusal-crisis_no_card = Crisi: { $seat } ha tirato il dado più basso e non prende carte in questo giro
teg-refusal-hand_full = { $seat } ha già 5 carte: prima cambia
teg-refusal-card_unavailable = La carta di { $country } è in mano a { $holder }
teg-refusal-continent_not_held = { $seat } non ha tutto il continente { $continent }
teg-refusal-continent_card_used = { $seat } ha già la carta di { $continent } o l'ha già usata
teg-refusal-continent_card_not_earned = { $seat } non ha completato { $continent } conquistandolo
teg-refusal-bonus_not_due = { $seat } non ha diritto ai 3 eserciti su { $country } (carta, paese, una volta sola)
teg-refusal-against_missing = { $country } è un condominio: indicare quale occupante si attacca
teg-refusal-against_not_there = { $seat } non ha eserciti in { $country } da attaccare
teg-refusal-condominium_from_inside = I due alleati che hanno preso { $country } insieme si attaccano lì solo da dentro, rotto il patto
teg-refusal-condominium_no_missiles = Nessun missile arriva sulla quota del condominio { $country }
teg-refusal-joint_attack_pending = L'attacco congiunto del patto di aggressione { $pact } contro { $country } continua: tira { $seat }
teg-refusal-aggression_invalid = Patto di aggressione non valido: { $why }
teg-refusal-zone_forbids = La zona internazionale { $pact } su { $country } lo vieta: { $country } resta con un solo esercito, senza { $what ->
    [place] rinforzarla con nuovi eserciti
    [regroup] spostarvi eserciti
    [move_in] entrarvi con più di un esercito
   *[other] prendere i 3 eserciti della sua carta
    }
teg-refusal-zone_invalid = Zona internazionale non valida: { $why }
teg-refusal-zone_breach_pending = { $seat } non ha attaccato la zona internazionale { $pact }: registrare prima la penalità
teg-refusal-zone_breach_invalid = Penalità della zona non valida: { $why }
teg-refusal-zone_penalty_no_card = { $seat } perde questa carta: penalità della zona internazionale senza carte in mano
teg-refusal-leftover_rolls = Con 5 giocatori le 2 carte avanzate vanno ai 2 dadi più alti: il dado di { $seat } non torna

## History

teg-history-place = { $who } colloca { $armies ->
    [one] { $armies } esercito
   *[other] { $armies } eserciti
    }
teg-history-place_missiles = { $who } colloca { $missiles ->
    [one] { $missiles } missile
   *[other] { $missiles } missili
    }
teg-history-place_both = { $who } colloca { $armies ->
    [one] { $armies } esercito
   *[other] { $armies } eserciti
    } e { $missiles ->
    [one] { $missiles } missile
   *[other] { $missiles } missili
    }
teg-history-convert = { $who } converte eserciti in { $missiles ->
    [one] { $missiles } missile
   *[other] { $missiles } missili
    } su { $country }
teg-history-situation = { $who } scopre la carta «{ $card }»
teg-history-situation_colour = { $who } scopre la carta «{ $card }» ({ $colour })
teg-history-crisis_rolls = Dadi della crisi
teg-history-trade = { $who } fa un cambio
teg-history-attack = { $who } attacca { $to } da { $from }
teg-history-occupy = { $who } entra con { $armies } eserciti
teg-history-missile = { $who } lancia un missile da { $from } su { $to }
teg-history-regroup = { $who } sposta { $armies } eserciti e { $missiles } missili da { $from } a { $to }
teg-history-draw_card = { $who } prende una carta paese
teg-history-claim_continent_card = { $who } prende la carta continente { $continent }
teg-history-card_bonus = { $who } mette 3 eserciti della carta su { $country }
teg-history-end_turn = { $who } finisce il turno
teg-history-pact = { $pact }: { $first } e { $second }
teg-history-break_pact = { $who } rompe il patto { $pact }
teg-history-zone_pact = Zona internazionale su { $country } tra { $first } e { $second }
teg-history-zone_breach = { $who } paga la penalità della zona internazionale
teg-history-aggression_pact = Patto di aggressione tra { $first } e { $second } contro { $country }
teg-history-cancel_pact = Il patto di aggressione { $pact } è annullato
teg-history-occupy_condominium = Gli alleati entrano con { $armies } eserciti: condominio
teg-history-end_match = L'arbitro chiude la partita: { $reason }

## What a pact forbids, naming its parties ($first, $second)

teg-pact_forbids-countries = attacchi e missili tra { $a } di { $first } e { $b } di { $second }, e missili che sorvolano quel confine
teg-pact_forbids-continent = attacchi e missili tra { $first } e { $second } dentro { $a }
teg-pact_forbids-frontier = attacchi e missili tra { $first } e { $second } da { $a } a { $b } e viceversa
teg-pact_forbids-world = ogni attacco e missile tra { $first } e { $second }
teg-pact_forbids-aggression_countries = gli attacchi tra { $a } di { $first }, { $b } di { $second } e { $target } per un giro (attacco congiunto a { $target })
teg-pact_forbids-aggression = ogni attacco tra { $first } e { $second } per un giro (attacco congiunto a { $target })
teg-pact_forbids-condominium = attacchi tra { $first } e { $second } in { $a }, e da { $a } ai paesi dell'altro
