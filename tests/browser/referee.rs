//! Scenario 3: a referee on a 390×844 phone runs table 1 from objectives to sign-off,
//! by clicking the console's forms as a referee would. The four players draft on their
//! own phones. The players' choices follow a plain policy (stack the tanks on one
//! territory, attack the weakest neighbour, take one territory a turn), so the match
//! is the same on every run: the packets come from a fixed seed and there are no dice.

use crate::harness::{Browser, Driver, Server};
use crate::organizer::{REFEREES, Tourney};
use crate::tapping::{Cost, send, tap, tap_map, type_number};
use arbitro::engine::Map;
use serde_json::{Value as Json, json};
use std::collections::BTreeSet;
use std::time::Instant;

/// What the referee's match produced, for the later scenarios.
pub struct Played {
    /// Console match id.
    pub match_id: i64,
    /// Team totals, best first, as the score block shows them.
    pub ranking: Vec<(String, u32)>,
}

impl Played {
    /// The winning team (the match is not a draw with this seed and policy).
    pub fn winner(&self) -> &str {
        self.ranking.first().map_or("", |(t, _)| t.as_str())
    }
}

/// The console page as data: one script reads every form the turn offers.
const SNAPSHOT: &str = r#"
const q = s => document.querySelector(s);
const typed = t => { const i = q(`#live-console form input[name=type][value="${t}"]`); return i ? i.form : null; };
const opts = s => q(s) ? [...q(s).options].map(o => [o.value, o.textContent]) : [];
const panel = q('#panel');
const place = typed('place');
const fields = place ? [...place.querySelectorAll('input[name^=p_]')] : [];
const occ = typed('occupy');
const occBtn = occ ? occ.querySelector('button[name=tanks]') : null;
return {
  h2: q('#bar') ? q('#bar').textContent.replace(/\s+/g, ' ').trim() : '',
  who: q('#bar .who strong') ? q('#bar .who strong').textContent.trim() : '',
  seat: panel ? +panel.dataset.seat : -1,
  round: panel ? +panel.dataset.round : 0,
  allowance: fields.length ? +fields[0].max : 0,
  own: fields.map(i => { const m = i.labels[0].textContent.match(/\((\d+)\)\s*$/); return [i.name.slice(2), m ? +m[1] : 0]; }),
  attacks: opts('#attack_route'),
  route: q('#attack_route') ? q('#attack_route').value : '',
  moves: opts('#move_route'),
  occupy: occBtn ? +occBtn.value : 0,
  declare: !!q('form.declare'),
  trade: !!q('form.trade'),
  chance: !!typed('play_chance'),
  end: !!typed('end_turn'),
  sign: !!q('#sign'),
  announceDue: !!q('#announce:not([hidden])'),
  alerts: [...document.querySelectorAll('[role=alert]')].filter(a => !a.closest('[hidden]')).map(a => a.textContent.trim()),
};
"#;

/// The page's turn, as [`SNAPSHOT`] reads it.
#[derive(Debug)]
struct Turn {
    round: u32,
    seat: usize,
    allowance: u32,
    own: Vec<(String, u32)>,
    attacks: Vec<Attack>,
    moves: Vec<String>,
    occupy: u32,
    declare: bool,
    trade: bool,
    chance: bool,
    end: bool,
    sign: bool,
    announce_due: bool,
    alerts: Vec<String>,
    h2: String,
    /// Whose turn, as the sticky bar names them.
    who: String,
    /// The attack route selected now (kept from the previous attack).
    route: String,
}

/// An attack the page offers: route value and the tanks shown on each side.
#[derive(Debug)]
struct Attack {
    route: String,
    from: u32,
    to: u32,
    max: u32,
}

/// "Alaska (12) → Kamchatka (1) · max 3" → (12, 1, 3).
fn parse_attack(route: &str, label: &str) -> Option<Attack> {
    let num = |s: &str| -> Option<u32> {
        let open = s.rfind('(')?;
        let close = s[open..].find(')')? + open;
        s[open + 1..close].parse().ok()
    };
    let (from, rest) = label.split_once(" → ")?;
    let (to, max) = rest.rsplit_once(" · max ")?;
    Some(Attack {
        route: route.to_string(),
        from: num(from)?,
        to: num(to)?,
        max: max.trim().parse().ok()?,
    })
}

fn strings(v: &Json) -> Vec<Json> {
    v.as_array().cloned().unwrap_or_default()
}

async fn read_turn(b: &Browser) -> Turn {
    let v = b.js(SNAPSHOT, vec![]).await;
    let h2 = v["h2"].as_str().unwrap_or("").to_string();
    Turn {
        round: u32::try_from(v["round"].as_u64().unwrap_or(0)).unwrap_or(0),
        who: v["who"].as_str().unwrap_or("").to_string(),
        route: v["route"].as_str().unwrap_or("").to_string(),
        seat: usize::try_from(v["seat"].as_i64().unwrap_or(-1)).unwrap_or(usize::MAX),
        allowance: u32::try_from(v["allowance"].as_u64().unwrap_or(0)).unwrap_or(0),
        own: strings(&v["own"])
            .iter()
            .map(|p| {
                (
                    p[0].as_str().unwrap_or("").to_string(),
                    u32::try_from(p[1].as_u64().unwrap_or(0)).unwrap_or(0),
                )
            })
            .collect(),
        attacks: strings(&v["attacks"])
            .iter()
            .filter_map(|p| parse_attack(p[0].as_str()?, p[1].as_str()?))
            .collect(),
        moves: strings(&v["moves"])
            .iter()
            .filter_map(|p| p[0].as_str().map(str::to_string))
            .collect(),
        occupy: u32::try_from(v["occupy"].as_u64().unwrap_or(0)).unwrap_or(0),
        declare: v["declare"] == json!(true),
        trade: v["trade"] == json!(true),
        chance: v["chance"] == json!(true),
        end: v["end"] == json!(true),
        sign: v["sign"] == json!(true),
        announce_due: v["announceDue"] == json!(true),
        alerts: strings(&v["alerts"])
            .iter()
            .filter_map(|a| a.as_str().map(str::to_string))
            .collect(),
        h2,
    }
}

/// Everything the match must have shown by the end, counted as it happens.
#[derive(Debug, Default)]
struct Tally {
    refused: u32,
    undos: u32,
    placements: u32,
    declarations: u32,
    trades: u32,
    attacks: u32,
    occupations: u32,
    moves: u32,
    announcements: u32,
    chances: u32,
    passes: u32,
    end_turns: u32,
}

/// The referee's memory of the table: who holds what, where each seat stacks.
struct Table {
    owned: [BTreeSet<String>; 4],
    stack: [Option<String>; 4],
    /// Seat of the previous step, to notice a new turn.
    last_seat: usize,
    attacks_this_turn: u32,
    conquered_this_turn: bool,
    occupations_this_turn: u32,
    moved_this_turn: bool,
    clock_shifted: bool,
    chance_played: bool,
    tally: Tally,
    /// Every tap, typed number, page load and form of the match.
    cost: Cost,
    /// The initial placement: player turns and what they cost (the refused try aside).
    placement: (u32, Cost),
    /// The measured later turn: its seat, round and cost so far (from its trade on).
    measuring: Option<(usize, u32, Cost)>,
    /// The measured later turns (each with a trade), once ended: (round, what it held,
    /// its cost).
    measured: Vec<(u32, String, Cost)>,
}

impl Table {
    /// Where seat `s` puts its tanks: the territory bordering the most territories of
    /// the other team or neutrals (chosen at its first placement), or its biggest.
    fn stack_for(&mut self, s: usize, own: &[(String, u32)]) -> String {
        self.owned[s] = own.iter().map(|(t, _)| t.clone()).collect();
        if let Some(t) = &self.stack[s]
            && self.owned[s].contains(t)
        {
            return t.clone();
        }
        let map = Map::risiko();
        let mate = &self.owned[(s + 2) % 4];
        let exposure = |slug: &str| {
            map.by_slug(slug).map_or(0, |id| {
                map.neighbours(id)
                    .filter(|n| {
                        let n = &map.territory(*n).slug;
                        !self.owned[s].contains(n) && !mate.contains(n)
                    })
                    .count()
            })
        };
        let best = own
            .iter()
            .max_by_key(|(t, tanks)| (*tanks, exposure(t)))
            .map(|(t, _)| t.clone())
            .unwrap_or_default();
        self.stack[s] = Some(best.clone());
        best
    }

    /// The attack to make: a full 3-tank attack on the weakest territory that is not a
    /// teammate's, from the biggest stack; only on weak borders (2 tanks or fewer)
    /// unless `bold` (the measured turns, which make two attacks).
    fn choose_attack<'a>(&self, s: usize, attacks: &'a [Attack], bold: bool) -> Option<&'a Attack> {
        let mate = &self.owned[(s + 2) % 4];
        attacks
            .iter()
            .filter(|a| a.max == 3 && (bold || a.to <= 2))
            .filter(|a| {
                a.route
                    .split_once('>')
                    .is_some_and(|(_, to)| !mate.contains(to))
            })
            .min_by_key(|a| (a.to, std::cmp::Reverse(a.from)))
    }
}

async fn login(b: &mut Browser, user: &str, pass: &str) {
    b.goto("/login").await;
    b.fill("#username", user).await;
    b.fill("#password", pass).await;
    b.submit("form[action='/login'] button[type=submit]").await;
    assert!(
        b.text("header.top nav").await.contains(user),
        "{user} logged in"
    );
}

/// The console list shows the referee `mine` and not `other`, and `mine` opens on its
/// setup (the objectives form). The list is the main page `shot`.
async fn own_table(b: &mut Browser, mine: i64, other: i64, shot: &str) {
    b.goto("/console").await;
    let list = b.text("main").await;
    assert!(
        b.has(&format!("a[href='/console/m/{mine}']")).await
            && !b.has(&format!("a[href='/console/m/{other}']")).await,
        "{} sees their table only: {list}",
        b.name
    );
    b.page(shot).await;
    b.submit(&format!("a[href='/console/m/{mine}']")).await;
    assert!(b.has("#obj0").await, "the referee opens their table");
}

/// The digital draft on four phones; returns when every seat has its 10 territories.
async fn digital_draft(referee: &mut Browser, driver: &Driver, server: &Server, m: i64) {
    referee.fill("#seed", "20261121").await;
    referee
        .submit("form[action$='/draft/digital'] button.primary")
        .await;
    let links = referee
        .js(
            "return [...document.querySelectorAll('.qr a')].map(a => a.href)",
            vec![],
        )
        .await;
    let links: Vec<String> = strings(&links)
        .iter()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect();
    assert_eq!(links.len(), 4, "one private link per player");
    assert!(referee.has(".qr svg").await, "each link has its QR code");
    referee.page("draft-links").await;

    let mut phones = driver.browser("players", 390, 844).await.at(&server.base);
    let mut windows = vec![
        phones
            .client
            .window()
            .await
            .unwrap_or_else(|e| panic!("window: {e}")),
    ];
    for _ in 1..4 {
        let w = phones
            .client
            .new_window(false)
            .await
            .unwrap_or_else(|e| panic!("new window: {e}"));
        windows.push(w.handle);
    }
    for (w, link) in windows.iter().zip(&links) {
        phones
            .client
            .switch_to_window(w.clone())
            .await
            .unwrap_or_else(|e| panic!("switch window: {e}"));
        phones.goto(link).await;
    }
    let form = "form[action^='/draft/']";
    let mut picks = 0;
    loop {
        let mut picked = false;
        for w in &windows {
            phones
                .client
                .switch_to_window(w.clone())
                .await
                .unwrap_or_else(|e| panic!("switch window: {e}"));
            // Waiting for the others: the page updates itself once the pass moves on
            // (static/draft.js), no "refresh" tap needed.
            phones
                .wait_until("the draft page to move on by itself", || async {
                    !phones.has("a.button[href^='/draft/']").await
                })
                .await;
            if !phones.has(form).await {
                continue;
            }
            if picks == 0 {
                phones.page("draft-pick").await;
            }
            phones.click(&format!("{form} input[name=territory]")).await;
            phones.submit(&format!("{form} button[type=submit]")).await;
            picks += 1;
            picked = true;
            if picks == 6 {
                // Mid-draft, the referee sees who has picked, never what.
                referee.goto(&format!("/console/m/{m}")).await;
                let progress = referee.text("main").await;
                for l in &links {
                    let token = l.rsplit('/').next().unwrap_or("");
                    assert!(
                        !progress.contains(token),
                        "the console never shows a link again"
                    );
                }
                assert!(referee.has(".tag.warn").await, "someone is still to pick");
                referee.page("draft-progress").await;
            }
        }
        if !picked {
            break;
        }
    }
    assert_eq!(
        picks, 40,
        "10 passes of 4 picks (the last cards are neutral)"
    );
    for (w, link) in windows.iter().zip(&links) {
        phones
            .client
            .switch_to_window(w.clone())
            .await
            .unwrap_or_else(|e| panic!("switch window: {e}"));
        phones.goto(link).await;
        let mine = phones.text("main").await;
        let over = phones.has(".notice").await
            && !phones.has(form).await
            && !phones.has("a.button[href^='/draft/']").await;
        assert!(over, "the draft is over: {mine}");
    }
    phones.close().await;
}

/// Scenario 3 up to the score: returns when the sign-off button shows.
pub async fn play_match(
    referee: &mut Browser,
    tablet: &mut Browser,
    driver: &Driver,
    server: &Server,
    t: &Tourney,
) -> Played {
    // The second table's referee first: they see and open their own table, and the
    // other table is closed to them.
    let (user, pass) = REFEREES[1];
    login(referee, user, pass).await;
    own_table(referee, t.matches[1], t.matches[0], "referee2-list").await;
    referee.allow("status of 403");
    referee.goto(&format!("/console/m/{}", t.matches[0])).await;
    referee.forbid_all();
    assert!(
        !referee.has("#obj0").await,
        "{user} cannot open table 1: {}",
        referee.text("main").await
    );
    referee
        .submit("form[action='/logout'] button[type=submit]")
        .await;

    let (user, pass) = REFEREES[0];
    login(referee, user, pass).await;
    let m = t.matches[0];
    own_table(referee, m, t.matches[1], "referee-list").await;
    referee.page("match-setup").await;

    // Objectives: four different ones from the example catalogue.
    for s in 0..4 {
        let el = referee.find(&format!("#obj{s}")).await;
        el.select_by_index(s + 1)
            .await
            .unwrap_or_else(|e| panic!("objective {s}: {e}"));
    }
    referee.submit("form[action$='/objectives'] button").await;
    assert!(
        !referee.has("[role=alert]:not([hidden])").await,
        "objectives accepted"
    );

    // The public table page on a tablet, live from now on.
    let public = referee.find("a[href*='/t/']").await;
    let public_url = public
        .attr("href")
        .await
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("no public table link"));
    tablet.goto(&public_url).await;
    tablet
        .js("window.__arbitroStay = 1; return null", vec![])
        .await;

    digital_draft(referee, driver, server, m).await;
    referee.goto(&format!("/console/m/{m}")).await;

    let mut table = Table {
        owned: Default::default(),
        stack: Default::default(),
        last_seat: usize::MAX,
        attacks_this_turn: 0,
        conquered_this_turn: false,
        occupations_this_turn: 0,
        moved_this_turn: false,
        clock_shifted: false,
        chance_played: false,
        tally: Tally::default(),
        cost: Cost::default(),
        placement: (0, Cost::default()),
        measuring: None,
        measured: Vec::new(),
    };
    let mut shots: BTreeSet<&str> = BTreeSet::new();
    for step in 0..2000 {
        let turn = read_turn(referee).await;
        assert!(
            turn.alerts.is_empty() || turn.announce_due,
            "step {step}: unexpected message {:?} at {}",
            turn.alerts,
            turn.h2
        );
        if turn.sign {
            break;
        }
        if turn.seat != table.last_seat {
            table.last_seat = turn.seat;
            table.attacks_this_turn = 0;
            table.conquered_this_turn = false;
            table.occupations_this_turn = 0;
            table.moved_this_turn = false;
        }
        act(referee, tablet, server, &mut table, &mut shots, &turn, m).await;
    }
    let tally = &table.tally;
    crate::harness::say(&format!("the match: {tally:?}"));
    report(&table);
    assert!(referee.has("#sign").await, "the match ended");
    assert_eq!(tally.refused, 1, "one refused action");
    assert_eq!(tally.undos, 1, "one undo");
    assert_eq!(tally.announcements, 1, "the clock's call");
    assert!(tally.declarations >= 8, "declarations in rounds 3 and 4");
    assert!(tally.trades >= 1, "a card trade");
    assert!(
        tally.attacks >= 4 && tally.occupations >= 4,
        "attacks and conquests"
    );
    assert!(tally.moves >= 1, "the move");
    assert_eq!(tally.chances, 1, "one supplementary chance played");
    assert!(tally.passes >= 4, "then everyone passes");
    referee.page("score").await;
    let ranking = referee
        .js(
            "return [...document.querySelectorAll('#score .teamcard')].map(li => [li.querySelector('.grow').textContent.trim(), li.querySelector('.total').textContent.trim()])",
            vec![],
        )
        .await;
    let ranking: Vec<(String, u32)> = strings(&ranking)
        .iter()
        .filter_map(|l| {
            Some((
                l[0].as_str()?.to_string(),
                l[1].as_str()?.trim().parse().ok()?,
            ))
        })
        .collect();
    assert!(
        referee.has("#score .scorecard .breakdown").await,
        "a card per player, with the breakdown"
    );
    assert_eq!(ranking.len(), 2, "both teams ranked: {ranking:?}");
    for (team, _) in &ranking {
        assert!(t.table1.contains(team), "{team} plays at table 1");
    }
    assert!(ranking[0].1 > ranking[1].1, "a winner: {ranking:?}");
    Played {
        match_id: m,
        ranking,
    }
}

/// Prints what the referee's fingers did: the initial placement and the measured later
/// turn (trade, declaration, placement, attacks, occupation, move, end).
fn report(table: &Table) {
    let (turns, c) = table.placement;
    crate::harness::say(&format!(
        "initial placement: {turns} player turns, {} taps, {} scrolls to a button, {} typed numbers, {} forms ({:.1} per turn), {} full page loads",
        c.taps,
        c.scrolls,
        c.typed,
        c.forms,
        f64::from(c.forms) / f64::from(turns.max(1)),
        c.loads
    ));
    for (round, held, c) in &table.measured {
        crate::harness::say(&format!(
            "full later turn (round {round}: {held}): {} taps, {} scrolls to a button, {} to the board, {} typed numbers, {} full page loads",
            c.taps, c.scrolls, c.board_scrolls, c.typed, c.loads
        ));
    }
    crate::harness::say(&format!("the whole match: {:?}", table.cost));
    // Every step of a full turn starts on screen: the new turn's first step is brought
    // up when the turn changes hands, each next step is in view (issue 27, item 3).
    for (round, held, c) in &table.measured {
        assert_eq!(
            c.scrolls, 0,
            "full later turn (round {round}: {held}): every button tapped was on screen"
        );
    }
}

/// One step of the match: the one thing the referee does next on this page.
async fn act(
    referee: &mut Browser,
    tablet: &mut Browser,
    server: &Server,
    table: &mut Table,
    shots: &mut BTreeSet<&'static str>,
    turn: &Turn,
    m: i64,
) {
    let s = turn.seat;
    let before = table.cost;
    step(referee, tablet, server, table, shots, turn, m).await;
    if turn.round == 0 && turn.allowance > 0 {
        let spent = table.cost.since(before);
        table.placement.1.taps += spent.taps;
        table.placement.1.typed += spent.typed;
        table.placement.1.loads += spent.loads;
        table.placement.1.forms += spent.forms;
        table.placement.1.scrolls += spent.scrolls;
        table.placement.0 += u32::from(spent.forms > 0);
    }
    let _ = s;
}

async fn step(
    referee: &mut Browser,
    tablet: &mut Browser,
    server: &Server,
    table: &mut Table,
    shots: &mut BTreeSet<&'static str>,
    turn: &Turn,
    m: i64,
) {
    let s = turn.seat;
    // Round 2: 91 minutes have passed (the clock file says so); the page asks for the
    // third-to-last round's call.
    if turn.round == 2 && !table.clock_shifted {
        table.clock_shifted = true;
        server.shift_clock(91 * 60);
        referee.goto(&format!("/console/m/{m}")).await;
        return;
    }
    if turn.announce_due {
        referee.page("announce-due").await;
        // The sticky bar says the call is due; its button opens the call's confirmation
        // and brings it into view (issue 27, item 4).
        let bar = referee.text("#bar #call-due").await;
        assert!(
            bar.contains("Annuncia"),
            "the bar says the call is due: {bar}"
        );
        let before = table.cost.scrolls;
        tap(referee, "#bar #call-due a.call", &mut table.cost).await;
        send(referee, "#announce form button", &mut table.cost).await;
        assert_eq!(
            table.cost.scrolls, before,
            "the call is one tap from the bar, its confirmation on screen"
        );
        table.tally.announcements += 1;
        let clock = referee.text(".clockbar .lastround").await;
        let last = format!("Ultimo giro: {}", turn.round + 2);
        assert!(clock.contains(&last), "the last round is shown: {clock}");
        return;
    }
    if turn.occupy > 0 {
        let css = format!(
            "form:has(input[name=type][value=occupy]) button[name=tanks][value='{}']",
            turn.occupy
        );
        send(referee, &css, &mut table.cost).await;
        table.tally.occupations += 1;
        table.occupations_this_turn += 1;
        table.conquered_this_turn = true;
        return;
    }
    if turn.chance {
        let kind = if table.chance_played {
            "pass"
        } else {
            "play_chance"
        };
        if !table.chance_played {
            referee.page("supplementary").await;
        }
        send(
            referee,
            &format!("form:has(input[name=type][value={kind}]) button"),
            &mut table.cost,
        )
        .await;
        if table.chance_played {
            table.tally.passes += 1;
        } else {
            table.tally.chances += 1;
            table.chance_played = true;
        }
        return;
    }
    if turn.trade {
        if shots.insert("console") {
            // The README's referee console, and the table's board on the tablet, which
            // followed every action live.
            let y = referee.js("return window.scrollY", vec![]).await;
            referee.scroll_to("#live-console").await;
            referee.page("console").await;
            referee
                .js("window.scrollTo(0, arguments[0]); return null", vec![y])
                .await;
            let name = turn.who.clone();
            tablet
                .wait_until("the table page to follow the console", || async {
                    tablet
                        .client
                        .execute(
                            "const l = document.querySelector('#live .tablehead'); return !!l && l.textContent.includes(arguments[0]) && window.__arbitroStay === 1",
                            vec![json!(name)],
                        )
                        .await
                        .is_ok_and(|v| v == json!(true))
                })
                .await;
            tablet.page("board").await;
        }
        if table.measuring.is_none() {
            table.measuring = Some((s, turn.round, table.cost));
        }
        let worth = referee.text("form.trade").await;
        // The engine's note (the ramp's round or the hand size), else the plain value.
        assert!(
            worth.contains(" vale ") && worth.contains(" carri"),
            "what a set is worth is said: {worth}"
        );
        // One tap: the trade, then the declaration the engine then gives.
        let due = referee
            .text("form.trade button[data-then=declare][value='1']")
            .await;
        assert!(due.contains("e dichiara"), "trade and declare: {due}");
        send(
            referee,
            "form.trade button[data-then=declare][value='1']",
            &mut table.cost,
        )
        .await;
        table.tally.trades += 1;
        let declared = referee.text("form.place h3").await;
        let n = due.rsplit(' ').next().unwrap_or_default();
        assert!(
            declared.contains(&format!("dichiarati {n}")),
            "the declaration followed the trade ({due}): {declared}"
        );
        table.tally.declarations += 1;
        return;
    }
    if turn.declare {
        send(referee, "form.declare button", &mut table.cost).await;
        table.tally.declarations += 1;
        return;
    }
    if turn.allowance > 0 {
        let target = table.stack_for(s, &turn.own);
        if turn.round == 0 && table.tally.refused == 0 {
            // The referee types one tank too few: the engine refuses, says why, and
            // nothing is recorded.
            referee.allow("status of 422");
            let mut aside = Cost::default();
            type_number(
                referee,
                &format!("#p_{target}"),
                turn.allowance - 1,
                &mut aside,
            )
            .await;
            send(referee, "form.place button.sticky-go", &mut aside).await;
            referee.forbid_all();
            let again = read_turn(referee).await;
            let message = referee.text("form.place .alert").await;
            assert!(!message.is_empty(), "the refusal is explained");
            assert_eq!(
                (again.seat, again.allowance),
                (s, turn.allowance),
                "nothing recorded"
            );
            assert_eq!(aside.loads, 0, "the refusal came back in place");
            let kept = referee
                .js(
                    "return document.getElementById('p_' + arguments[0]).value",
                    vec![json!(target)],
                )
                .await;
            assert_eq!(
                kept,
                json!((turn.allowance - 1).to_string()),
                "the refused form keeps what was entered"
            );
            referee.page("refused").await;
            table.tally.refused += 1;
            // The referee reads the sentence out and starts over on a fresh page.
            referee.goto(&format!("/console/m/{m}")).await;
            return;
        }
        // "All here" on the stack: it takes the whole allowance, so it places at once.
        send(
            referee,
            &format!(".step[data-slug='{target}'] .all"),
            &mut table.cost,
        )
        .await;
        let said = referee.text("#result .say").await;
        assert!(said.contains(" su "), "the result sentence: {said}");
        table.tally.placements += 1;
        return;
    }
    if !turn.end {
        panic!("no action offered on the console: {turn:?}");
    }
    // A measured turn (one with a trade) makes two attacks whatever they bring; the
    // others stop at the first conquest.
    let measured_turn = table.measuring.is_some_and(|(seat, _, _)| seat == s);
    let room = if measured_turn {
        table.attacks_this_turn < 2
    } else {
        !table.conquered_this_turn && table.attacks_this_turn < 4
    };
    if room && let Some(a) = table.choose_attack(s, &turn.attacks, measured_turn) {
        if measured_turn {
            strike(referee, table, shots, a).await;
        } else {
            board_attack(referee, table, turn, a).await;
        }
        let said = referee.text("#result .say").await;
        assert!(said.contains(" perde "), "the result sentence: {said}");
        table.attacks_this_turn += 1;
        table.tally.attacks += 1;
        return;
    }
    if (measured_turn || (table.tally.moves == 0 && !table.measured.is_empty()))
        && turn.round >= 2
        && !turn.moves.is_empty()
    {
        // No switch: an own territory, then an own neighbour is the move.
        let route = &turn.moves[0];
        let (from, to) = route.split_once('>').unwrap_or_default();
        tap_map(referee, from, &mut table.cost).await;
        tap_map(referee, to, &mut table.cost).await;
        let chosen = referee
            .js("return document.getElementById('move_route').value", vec![])
            .await;
        assert_eq!(chosen, json!(route), "the board's taps chose the move");
        // The buttons say what they record; in the measured turn the move is the last
        // thing the player does, so the referee taps "move and end the turn".
        let css = if measured_turn {
            "form[data-pick=move] > button[data-then=end]"
        } else {
            "form[data-pick=move] > button:not([data-then])"
        };
        let label = referee.text(css).await;
        let map = Map::risiko();
        let name = |slug: &str| {
            map.by_slug(slug)
                .map_or("", |t| map.territory(t).name_it.as_str())
        };
        let says = format!("Sposta 1 da {} a {}", name(from), name(to));
        assert!(
            label.starts_with(&says),
            "the button says the move ({says}): {label}"
        );
        send(referee, css, &mut table.cost).await;
        table.tally.moves += 1;
        table.moved_this_turn = true;
        if measured_turn {
            let next = read_turn(referee).await;
            assert_ne!(next.seat, s, "the move, then the end of the turn");
            ended(table, s);
        }
        return;
    }
    send(
        referee,
        "form:has(input[name=type][value=end_turn]) button",
        &mut table.cost,
    )
    .await;
    ended(table, s);
    if turn.round == 1 && table.tally.undos == 0 {
        // Ended the turn too soon: undo it, with a preset reason, beside the result.
        let next = read_turn(referee).await;
        assert_ne!(next.seat, s, "the turn passed on");
        let c = &mut table.cost;
        tap(referee, "#result details.undo summary", c).await;
        send(
            referee,
            "#result button[name=preset][value='tocco sbagliato']",
            c,
        )
        .await;
        let back = read_turn(referee).await;
        assert_eq!(back.seat, s, "the undo gives the turn back");
        table.tally.undos += 1;
        referee.goto(&format!("/console/m/{m}/history")).await;
        assert!(
            referee.has(".undone").await,
            "the history strikes the undone entry"
        );
        referee.page("history").await;
        referee.goto(&format!("/console/m/{m}")).await;
    }
}

/// Seat `s` ended its turn: counted, and the measured turn's cost kept.
fn ended(table: &mut Table, s: usize) {
    table.tally.end_turns += 1;
    if let Some((seat, round, start)) = table.measuring
        && seat == s
    {
        table.measuring = None;
        let held = format!(
            "trade, declaration, placement, {} attacks, {} occupations, {} move, end",
            table.attacks_this_turn,
            table.occupations_this_turn,
            u32::from(table.moved_this_turn),
        );
        table.measured.push((round, held, table.cost.since(start)));
    }
}

/// The attack `a` the way the measured turns make it: one tap on the button that says
/// it ("Attacca … da … con 3"), shown once its territory is "from" (left ready by the
/// placement or the last attack, else tapped on the board first).
async fn strike(
    referee: &mut Browser,
    table: &mut Table,
    shots: &mut BTreeSet<&'static str>,
    a: &Attack,
) {
    let (from, to) = a.route.split_once('>').unwrap_or_default();
    let css = format!(
        "#live-console form.strikes button[value='{}>{}']",
        a.route, a.max
    );
    let shown =
        "const b = document.querySelector(arguments[0]); return !!b && !b.hidden && !b.form.hidden";
    if referee.js(shown, vec![json!(css)]).await != json!(true) {
        tap_map(referee, from, &mut table.cost).await;
        assert_eq!(
            referee.js(shown, vec![json!(css)]).await,
            json!(true),
            "picking {from} shows its attacks"
        );
    }
    let map = Map::risiko();
    let name = |slug: &str| {
        map.by_slug(slug)
            .map_or("", |t| map.territory(t).name_it.as_str())
    };
    let label = referee.text(&css).await;
    let says = format!("Attacca {} da {} con {}", name(to), name(from), a.max);
    assert_eq!(label, says, "the button says the attack");
    if shots.insert("console-attack") {
        let y = referee.js("return window.scrollY", vec![]).await;
        referee.scroll_to("#live-console").await;
        referee.page("console-attack").await;
        // Back where the referee was: the screenshot is no scroll of theirs.
        referee
            .js("window.scrollTo(0, arguments[0]); return null", vec![y])
            .await;
    }
    send(referee, &css, &mut table.cost).await;
}

/// The attack `a` through the board and the form: from (unless the console picked it
/// already: the territory just placed on or attacked with) and to, tapped on the board,
/// then *Attacca*; or *Attacca* alone when the last attack's route is still selected.
async fn board_attack(referee: &mut Browser, table: &mut Table, turn: &Turn, a: &Attack) {
    if turn.route != a.route {
        let (from, to) = a.route.split_once('>').unwrap_or_default();
        let ready = referee
            .js(
                "return document.getElementById('boardwrap').getAttribute('data-from')",
                vec![],
            )
            .await;
        if ready != json!(from) {
            tap_map(referee, from, &mut table.cost).await;
        }
        tap_map(referee, to, &mut table.cost).await;
        let chosen = referee
            .js(
                "return document.getElementById('attack_route').value",
                vec![],
            )
            .await;
        assert_eq!(chosen, json!(a.route), "the board's taps chose the attack");
    }
    send(referee, "form[data-pick=attack] > button", &mut table.cost).await;
}

/// Signs the result off; returns when *Firma* was tapped and when the signed page
/// came back.
pub async fn sign(referee: &mut Browser, played: &Played) -> (Instant, Instant) {
    referee
        .goto(&format!("/console/m/{}", played.match_id))
        .await;
    // *Firma* asks first; the referee confirms.
    referee.submit("#sign").await;
    assert!(
        referee.has(".confirm form[action$='/sign']").await,
        "the sign-off asks for confirmation"
    );
    let clicked = Instant::now();
    referee
        .submit(".confirm form[action$='/sign'] button")
        .await;
    let returned = Instant::now();
    assert!(
        !referee.has("form[action$='/sign']").await && !referee.has("#sign").await,
        "signed: the match is locked"
    );
    assert!(
        !referee.has("#bar .who").await,
        "no \"turno di …\" once the match is over"
    );
    (clicked, returned)
}

/// After the sign-off: the table page (still open, never reloaded) says signed, and the
/// public standings rank the winner first.
pub async fn check_public_pages(
    referee: &mut Browser,
    tablet: &mut Browser,
    t: &Tourney,
    played: &Played,
) {
    tablet
        .wait_until("the table page to show the signature", || async {
            tablet
                .client
                .execute(
                    "return !!document.querySelector('#live .tablehead .tag') && window.__arbitroStay === 1",
                    vec![],
                )
                .await
                .is_ok_and(|v| v == json!(true))
        })
        .await;
    tablet
        .check_console("the table page after the sign-off")
        .await;
    referee
        .goto(&format!("/tournaments/{}/standings", t.id))
        .await;
    let first = referee.text("main tbody tr").await;
    assert!(
        first.contains(played.winner()),
        "the standings rank {} first: {first}",
        played.winner()
    );
    referee.page("standings").await;
    referee.goto(&format!("/tournaments/{}", t.id)).await;
    referee.page("tournament").await;
}
