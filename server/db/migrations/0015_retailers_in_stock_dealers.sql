-- Retailers (issue 14 item 1, decision 038): one dealer table for the stock, the retailer locators, the
-- retailer cards and schema blocks, and the footer's retailer picker.
--
-- stock_dealers gains what the locators and the Dealers screen need: a market (the footer picker's markets:
-- "au", "nz", "ae", "jp"), the services a retailer offers (filtered on, hence a column), a version for
-- optimistic saves from /admin, and coordinates that may be unknown (a retailer moved from the footer's
-- table below has none: it is listed, not mapped). The rest lives in the answered `data`: street, website,
-- names in other languages, contact info and opening hours.
ALTER TABLE stock_dealers ADD COLUMN market text NOT NULL DEFAULT 'au';
ALTER TABLE stock_dealers ADD COLUMN services text[] NOT NULL DEFAULT '{}';
ALTER TABLE stock_dealers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE stock_dealers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE stock_dealers ALTER COLUMN latitude DROP NOT NULL;
ALTER TABLE stock_dealers ALTER COLUMN longitude DROP NOT NULL;
CREATE INDEX stock_dealers_market ON stock_dealers (market);
CREATE INDEX stock_dealers_services ON stock_dealers USING gin (services);

-- Dealers stored before: their services from the words of tag_class, the street from the postal line.
UPDATE stock_dealers SET
  services = ARRAY(SELECT w FROM unnest(string_to_array(tag_class, ' ')) AS w WHERE w IN ('sales', 'service', 'parts')),
  data = data || jsonb_build_object(
    'market', 'au',
    'street', split_part(data->>'address', ',', 1),
    'url', NULL,
    'names', '{}'::jsonb,
    'services', to_jsonb(ARRAY(SELECT w FROM unnest(string_to_array(tag_class, ' ')) AS w WHERE w IN ('sales', 'service', 'parts'))),
    'contact_info', '[]'::jsonb,
    'opening_hours', '[]'::jsonb
  );

-- The footer picker's retailers of other markets become dealers of their brands (their Australian rows
-- were placeholders for the stock's dealers, which replace them); the table goes.
INSERT INTO stock_dealers (id, dealer_code, name, brands, state, postcode, locality, position, tag_class,
  latitude, longitude, market, services, data)
SELECT p.id, upper(p.id), p.name, ARRAY[s.brand], '', '', '', coalesce(p.position, 0), p.tag_class, NULL, NULL,
  p.market, '{}',
  jsonb_build_object('id', p.id, 'name', p.name, 'address', '', 'email', '', 'phone', '', 'mainPhone', NULL,
    'city', '', 'zipcode', '', 'postcode', '', 'state', '', 'locality', '', 'dealer_code', upper(p.id),
    'ciCode', '', 'brands', jsonb_build_array(s.brand), 'position', coalesce(p.position, 0),
    'tag_class', p.tag_class, 'latitude', NULL, 'longitude', NULL, 'market', p.market, 'street', '',
    'url', p.url, 'names', coalesce((SELECT jsonb_object_agg(o.language, o.name) FROM retailers o
      WHERE o.site = p.site AND o.market = p.market AND o.id = p.id AND o.language <> p.language), '{}'::jsonb),
    'services', '[]'::jsonb, 'contact_info', '[]'::jsonb, 'opening_hours', '[]'::jsonb)
FROM (SELECT DISTINCT ON (site, market, id) * FROM retailers WHERE market <> 'au'
      ORDER BY site, market, id, (language = 'en') DESC, language) AS p
JOIN sites s ON s.key = p.site
ON CONFLICT DO NOTHING;
DROP TABLE retailers;

-- Where postcodes and localities are (a gazetteer): a postcode or suburb search measures from here to
-- every retailer. Several localities may share a postcode; a search by postcode takes their middle. The
-- dealers' own postcodes and localities count too (server/stock/search-dealers.ts), so a retailer added in
-- /admin is findable by its postcode even when this list lacks it.
CREATE TABLE postcode_places (
  market text NOT NULL,
  postcode text NOT NULL,
  locality text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  PRIMARY KEY (market, postcode, locality)
);
CREATE INDEX postcode_places_locality ON postcode_places (market, lower(locality));
INSERT INTO postcode_places (market, postcode, locality, state, latitude, longitude) VALUES
  ('au', '2600', 'Canberra', 'ACT', -35.2809, 149.1300),
  ('au', '2601', 'Canberra City', 'ACT', -35.2790, 149.1310),
  ('au', '2602', 'Dickson', 'ACT', -35.2500, 149.1400),
  ('au', '2603', 'Griffith', 'ACT', -35.3240, 149.1370),
  ('au', '2604', 'Kingston', 'ACT', -35.3150, 149.1440),
  ('au', '2606', 'Phillip', 'ACT', -35.3440, 149.0880),
  ('au', '2609', 'Fyshwick', 'ACT', -35.3270, 149.1710),
  ('au', '2612', 'Braddon', 'ACT', -35.2710, 149.1350),
  ('au', '2617', 'Belconnen', 'ACT', -35.2390, 149.0660),
  ('au', '2900', 'Greenway', 'ACT', -35.4180, 149.0670),
  ('au', '2912', 'Gungahlin', 'ACT', -35.1860, 149.1330),
  ('au', '2000', 'Sydney', 'NSW', -33.8688, 151.2093),
  ('au', '2010', 'Surry Hills', 'NSW', -33.8850, 151.2110),
  ('au', '2020', 'Mascot', 'NSW', -33.9260, 151.1900),
  ('au', '2022', 'Bondi Junction', 'NSW', -33.8920, 151.2470),
  ('au', '2026', 'Bondi', 'NSW', -33.8910, 151.2740),
  ('au', '2031', 'Randwick', 'NSW', -33.9140, 151.2410),
  ('au', '2046', 'Five Dock', 'NSW', -33.8670, 151.1290),
  ('au', '2060', 'North Sydney', 'NSW', -33.8390, 151.2070),
  ('au', '2064', 'Artarmon', 'NSW', -33.8100, 151.1840),
  ('au', '2067', 'Chatswood', 'NSW', -33.7960, 151.1830),
  ('au', '2077', 'Hornsby', 'NSW', -33.7030, 151.0990),
  ('au', '2088', 'Mosman', 'NSW', -33.8290, 151.2440),
  ('au', '2095', 'Manly', 'NSW', -33.7970, 151.2850),
  ('au', '2099', 'Dee Why', 'NSW', -33.7510, 151.2850),
  ('au', '2113', 'Macquarie Park', 'NSW', -33.7790, 151.1230),
  ('au', '2148', 'Blacktown', 'NSW', -33.7710, 150.9060),
  ('au', '2150', 'Parramatta', 'NSW', -33.8150, 151.0030),
  ('au', '2154', 'Castle Hill', 'NSW', -33.7310, 151.0040),
  ('au', '2170', 'Liverpool', 'NSW', -33.9200, 150.9230),
  ('au', '2200', 'Bankstown', 'NSW', -33.9170, 151.0340),
  ('au', '2220', 'Hurstville', 'NSW', -33.9670, 151.1020),
  ('au', '2230', 'Cronulla', 'NSW', -34.0580, 151.1520),
  ('au', '2250', 'Gosford', 'NSW', -33.4250, 151.3420),
  ('au', '2300', 'Newcastle', 'NSW', -32.9270, 151.7760),
  ('au', '2302', 'Newcastle West', 'NSW', -32.9260, 151.7610),
  ('au', '2340', 'Tamworth', 'NSW', -31.0900, 150.9300),
  ('au', '2350', 'Armidale', 'NSW', -30.5100, 151.6650),
  ('au', '2444', 'Port Macquarie', 'NSW', -31.4300, 152.9080),
  ('au', '2450', 'Coffs Harbour', 'NSW', -30.2960, 153.1140),
  ('au', '2480', 'Lismore', 'NSW', -28.8100, 153.2800),
  ('au', '2500', 'Wollongong', 'NSW', -34.4170, 150.8870),
  ('au', '2560', 'Campbelltown', 'NSW', -34.0650, 150.8140),
  ('au', '2640', 'Albury', 'NSW', -36.0800, 146.9160),
  ('au', '2650', 'Wagga Wagga', 'NSW', -35.1150, 147.3670),
  ('au', '2750', 'Penrith', 'NSW', -33.7510, 150.6940),
  ('au', '2795', 'Bathurst', 'NSW', -33.4200, 149.5800),
  ('au', '2800', 'Orange', 'NSW', -33.2840, 149.1000),
  ('au', '2830', 'Dubbo', 'NSW', -32.2430, 148.6040),
  ('au', '0800', 'Darwin', 'NT', -12.4634, 130.8456),
  ('au', '0810', 'Casuarina', 'NT', -12.3760, 130.8820),
  ('au', '0820', 'Winnellie', 'NT', -12.4270, 130.8830),
  ('au', '0830', 'Palmerston', 'NT', -12.4800, 130.9830),
  ('au', '0850', 'Katherine', 'NT', -14.4650, 132.2640),
  ('au', '0870', 'Alice Springs', 'NT', -23.6980, 133.8800),
  ('au', '4000', 'Brisbane', 'QLD', -27.4698, 153.0251),
  ('au', '4006', 'Newstead', 'QLD', -27.4450, 153.0450),
  ('au', '4066', 'Toowong', 'QLD', -27.4850, 152.9900),
  ('au', '4101', 'South Brisbane', 'QLD', -27.4800, 153.0200),
  ('au', '4120', 'Greenslopes', 'QLD', -27.5080, 153.0500),
  ('au', '4122', 'Mount Gravatt', 'QLD', -27.5300, 153.0800),
  ('au', '4215', 'Southport', 'QLD', -27.9700, 153.4070),
  ('au', '4217', 'Surfers Paradise', 'QLD', -28.0000, 153.4300),
  ('au', '4305', 'Ipswich', 'QLD', -27.6140, 152.7600),
  ('au', '4350', 'Toowoomba City', 'QLD', -27.5660, 151.9440),
  ('au', '4500', 'Strathpine', 'QLD', -27.3040, 152.9900),
  ('au', '4551', 'Caloundra', 'QLD', -26.8000, 153.1300),
  ('au', '4558', 'Maroochydore', 'QLD', -26.6570, 153.0890),
  ('au', '4655', 'Hervey Bay', 'QLD', -25.2900, 152.8500),
  ('au', '4670', 'Bundaberg', 'QLD', -24.8660, 152.3490),
  ('au', '4700', 'Rockhampton', 'QLD', -23.3780, 150.5100),
  ('au', '4740', 'Mackay', 'QLD', -21.1440, 149.1860),
  ('au', '4810', 'Townsville', 'QLD', -19.2590, 146.8170),
  ('au', '4870', 'Cairns City', 'QLD', -16.9280, 145.7670),
  ('au', '5000', 'Adelaide', 'SA', -34.9285, 138.6007),
  ('au', '5031', 'Mile End', 'SA', -34.9260, 138.5700),
  ('au', '5045', 'Glenelg', 'SA', -34.9800, 138.5150),
  ('au', '5061', 'Unley', 'SA', -34.9500, 138.6080),
  ('au', '5067', 'Norwood', 'SA', -34.9210, 138.6300),
  ('au', '5082', 'Prospect', 'SA', -34.8830, 138.5950),
  ('au', '5108', 'Salisbury', 'SA', -34.7580, 138.6420),
  ('au', '5112', 'Elizabeth', 'SA', -34.7200, 138.6700),
  ('au', '5162', 'Morphett Vale', 'SA', -35.1300, 138.5200),
  ('au', '5290', 'Mount Gambier', 'SA', -37.8290, 140.7800),
  ('au', '5600', 'Whyalla', 'SA', -33.0300, 137.5800),
  ('au', '5700', 'Port Augusta', 'SA', -32.4900, 137.7700),
  ('au', '7000', 'Hobart', 'TAS', -42.8821, 147.3272),
  ('au', '7010', 'Glenorchy', 'TAS', -42.8300, 147.2800),
  ('au', '7018', 'Bellerive', 'TAS', -42.8700, 147.3700),
  ('au', '7250', 'Launceston', 'TAS', -41.4340, 147.1370),
  ('au', '7310', 'Devonport', 'TAS', -41.1800, 146.3500),
  ('au', '7320', 'Burnie', 'TAS', -41.0500, 145.9000),
  ('au', '3000', 'Melbourne', 'VIC', -37.8136, 144.9631),
  ('au', '3004', 'St Kilda Road', 'VIC', -37.8400, 144.9760),
  ('au', '3029', 'Hoppers Crossing', 'VIC', -37.8830, 144.7000),
  ('au', '3083', 'Bundoora', 'VIC', -37.7000, 145.0600),
  ('au', '3108', 'Doncaster', 'VIC', -37.7870, 145.1250),
  ('au', '3121', 'Richmond', 'VIC', -37.8110, 144.9960),
  ('au', '3134', 'Ringwood', 'VIC', -37.8150, 145.2290),
  ('au', '3141', 'South Yarra', 'VIC', -37.8380, 144.9920),
  ('au', '3150', 'Glen Waverley', 'VIC', -37.8780, 145.1650),
  ('au', '3168', 'Clayton', 'VIC', -37.9150, 145.1200),
  ('au', '3175', 'Dandenong', 'VIC', -37.9870, 145.2150),
  ('au', '3186', 'Brighton', 'VIC', -37.9180, 144.9980),
  ('au', '3199', 'Frankston', 'VIC', -38.1430, 145.1230),
  ('au', '3220', 'Geelong', 'VIC', -38.1520, 144.3580),
  ('au', '3280', 'Warrnambool', 'VIC', -38.3830, 142.4800),
  ('au', '3350', 'Ballarat Central', 'VIC', -37.5600, 143.8520),
  ('au', '3500', 'Mildura', 'VIC', -34.1850, 142.1600),
  ('au', '3550', 'Bendigo', 'VIC', -36.7570, 144.2800),
  ('au', '3630', 'Shepparton', 'VIC', -36.3800, 145.4000),
  ('au', '3690', 'Wodonga', 'VIC', -36.1200, 146.8880),
  ('au', '3844', 'Traralgon', 'VIC', -38.1950, 146.5400),
  ('au', '6000', 'Perth', 'WA', -31.9505, 115.8605),
  ('au', '6017', 'Osborne Park', 'WA', -31.9040, 115.8150),
  ('au', '6027', 'Joondalup', 'WA', -31.7450, 115.7660),
  ('au', '6050', 'Mount Lawley', 'WA', -31.9300, 115.8700),
  ('au', '6100', 'Victoria Park', 'WA', -31.9760, 115.9000),
  ('au', '6155', 'Canning Vale', 'WA', -32.0600, 115.9100),
  ('au', '6160', 'Fremantle', 'WA', -32.0560, 115.7450),
  ('au', '6210', 'Mandurah', 'WA', -32.5300, 115.7200),
  ('au', '6230', 'Bunbury', 'WA', -33.3270, 115.6410),
  ('au', '6330', 'Albany', 'WA', -35.0200, 117.8800),
  ('au', '6430', 'Kalgoorlie', 'WA', -30.7500, 121.4700),
  ('au', '6530', 'Geraldton', 'WA', -28.7800, 114.6100),
  ('au', '6714', 'Karratha', 'WA', -20.7400, 116.8500),
  ('ae', '', 'Dubai', 'DU', 25.2048, 55.2708),
  ('ae', '', 'Abu Dhabi', 'AZ', 24.4539, 54.3773),
  ('ae', '', 'Sharjah', 'SH', 25.3463, 55.4209),
  ('ae', '', 'Al Ain', 'AZ', 24.2075, 55.7447);
