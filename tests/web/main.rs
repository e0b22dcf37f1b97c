//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod accounts_hostile;
mod badinput;
mod boards;
mod circuits;
mod classic_api;
mod cli;
mod concurrency;
mod connections;
mod console;
mod console_classic;
mod console_more;
mod console_risk2210;
mod console_risk2210_cards;
mod console_taps;
mod console_teg;
mod console_teg_throw_win;
mod console_tegjr;
mod console_torneo;
mod console_turn;
mod evening;
mod every_ruleset;
mod exports;
mod faults;
mod fixture;
mod helpers;
mod individual;
mod individual_archive;
mod individual_championship;
mod individual_evening;
mod individual_hold;
mod individual_league;
mod individual_publish;
mod individual_risk2210;
mod individual_stages;
mod individual_teg;
mod individual_tournament;
mod live_pages;
mod match_end;
mod matrix;
mod organizer;
mod organizer_pages;
mod pages;
mod people;
mod perf;
mod projector;
mod r2210_drive;
mod reliability;
mod risk2210_upload;
mod routes;
mod security;
mod security_hostile;
mod teg_upload;
mod tegjr_upload;
mod torneo_master_event;
mod torneo_tables;
mod torneo_upload;
mod tournaments;
mod tournaments_api;

// newmatch: a new match stored whole or not at all.
mod new_match;
// T.E.G. alliances on the console panel (tegconsole).
mod console_risk2210_dice;
mod console_teg_alliances;

// yearwords: Risk 2210 A.D. says years on every page that prints the round.
mod year_words;
// T.E.G. move-in labels and the aggression offers grouped (tegpolish, issue 17).
mod console_forms;
mod console_teg_aggressions;
mod console_teg_move_in;
// family: players of one family group never at one table (issue 29).
mod family_group;
mod gestione;
// publish-ui: the club's hub link and the organizer's publish-to-the-hub button (issue 30).
mod publish;
