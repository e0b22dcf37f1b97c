### Strings of the published views of individual tournaments and seasons: public
### page, projector, exports, archive import, table slips. (key, Italiano, English).
