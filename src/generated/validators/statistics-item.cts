// Generated from schemas/statistics-item.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/statistics-item.schema.json","title":"StatisticsItem","description":"§2.2: one translation statistics item (an element of results of a statistics list). Extra fields are allowed.","anyOf":[{"$ref":"#/$defs/full"},{"$ref":"#/$defs/reduced"}],"$defs":{"full":{"title":"StatisticsItemFull","description":"§2.2: the full item, with the six fields of rule 4 present.","type":"object","allOf":[{"$ref":"#/$defs/reduced"}],"required":["approved","approved_percent","readonly","readonly_percent","suggestions","comments"]},"reduced":{"title":"StatisticsItemReduced","description":"§2.2 rule 4: the item without approved, approved_percent, readonly, readonly_percent, suggestions and comments; where present they keep their types.","type":"object","required":["total","total_words","last_change","recent_changes","translated","translated_words","translated_percent","translated_words_percent","translated_chars","translated_chars_percent","total_chars","fuzzy","fuzzy_percent","failing","failing_percent","code","name","url","translate_url"],"properties":{"total":{"type":"integer","minimum":0,"description":"§2.2: number of strings."},"total_words":{"type":"integer","minimum":0,"description":"§2.2: number of words in all strings."},"last_change":{"type":["string","null"],"pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$","description":"§2.2: time of the latest change, ISO 8601 UTC with microseconds and trailing Z; null when there is none."},"recent_changes":{"type":"integer","minimum":0,"description":"§2.2: number of recent changes; 0 together with a null last_change."},"translated":{"type":"integer","minimum":0,"description":"§2.2: translated strings."},"translated_words":{"type":"integer","minimum":0,"description":"§2.2: words in translated strings."},"translated_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: translated / total, as a percentage (one decimal, truncated; rule 1)."},"translated_words_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: translated_words / total_words, as a percentage (one decimal, truncated; rule 1)."},"translated_chars":{"type":"integer","minimum":0,"description":"§2.2: characters in translated strings."},"translated_chars_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: translated_chars / total_chars, as a percentage (one decimal, truncated; rule 1)."},"total_chars":{"type":"integer","minimum":0,"description":"§2.2: characters in all strings."},"fuzzy":{"type":"integer","minimum":0,"description":"§2.2: strings marked as needing editing."},"fuzzy_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: fuzzy / total, as a percentage (one decimal, truncated; rule 1)."},"failing":{"type":"integer","minimum":0,"description":"§2.2: strings failing quality checks."},"failing_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: failing / total, as a percentage (one decimal, truncated; rule 1)."},"approved":{"type":"integer","minimum":0,"description":"§2.2: approved strings (optional group, rule 4)."},"approved_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: approved / total, as a percentage; optional group, rule 4 (one decimal, truncated; rule 1)."},"readonly":{"type":"integer","minimum":0,"description":"§2.2: read-only strings (optional group, rule 4)."},"readonly_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: readonly / total, as a percentage; optional group, rule 4 (one decimal, truncated; rule 1)."},"suggestions":{"type":"integer","minimum":0,"description":"§2.2: number of suggestions (optional group, rule 4)."},"comments":{"type":"integer","minimum":0,"description":"§2.2: number of comments (optional group, rule 4)."},"code":{"type":"string","description":"§2.2: language code of the translation; region or script parts follow an underscore."},"name":{"type":"string","description":"§2.2: English display name of the language."},"url":{"type":"string","format":"uri","description":"§2.2: web page of the translation, path /projects/<project_slug>/<component_slug>/<language_code>/."},"translate_url":{"type":"string","format":"uri","description":"§2.2: web page for translating, path /translate/<project_slug>/<component_slug>/<language_code>/."}}}}};
const schema33 = {"title":"StatisticsItemReduced","description":"§2.2 rule 4: the item without approved, approved_percent, readonly, readonly_percent, suggestions and comments; where present they keep their types.","type":"object","required":["total","total_words","last_change","recent_changes","translated","translated_words","translated_percent","translated_words_percent","translated_chars","translated_chars_percent","total_chars","fuzzy","fuzzy_percent","failing","failing_percent","code","name","url","translate_url"],"properties":{"total":{"type":"integer","minimum":0,"description":"§2.2: number of strings."},"total_words":{"type":"integer","minimum":0,"description":"§2.2: number of words in all strings."},"last_change":{"type":["string","null"],"pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$","description":"§2.2: time of the latest change, ISO 8601 UTC with microseconds and trailing Z; null when there is none."},"recent_changes":{"type":"integer","minimum":0,"description":"§2.2: number of recent changes; 0 together with a null last_change."},"translated":{"type":"integer","minimum":0,"description":"§2.2: translated strings."},"translated_words":{"type":"integer","minimum":0,"description":"§2.2: words in translated strings."},"translated_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: translated / total, as a percentage (one decimal, truncated; rule 1)."},"translated_words_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: translated_words / total_words, as a percentage (one decimal, truncated; rule 1)."},"translated_chars":{"type":"integer","minimum":0,"description":"§2.2: characters in translated strings."},"translated_chars_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: translated_chars / total_chars, as a percentage (one decimal, truncated; rule 1)."},"total_chars":{"type":"integer","minimum":0,"description":"§2.2: characters in all strings."},"fuzzy":{"type":"integer","minimum":0,"description":"§2.2: strings marked as needing editing."},"fuzzy_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: fuzzy / total, as a percentage (one decimal, truncated; rule 1)."},"failing":{"type":"integer","minimum":0,"description":"§2.2: strings failing quality checks."},"failing_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: failing / total, as a percentage (one decimal, truncated; rule 1)."},"approved":{"type":"integer","minimum":0,"description":"§2.2: approved strings (optional group, rule 4)."},"approved_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: approved / total, as a percentage; optional group, rule 4 (one decimal, truncated; rule 1)."},"readonly":{"type":"integer","minimum":0,"description":"§2.2: read-only strings (optional group, rule 4)."},"readonly_percent":{"type":"number","minimum":0,"maximum":100,"description":"§2.2: readonly / total, as a percentage; optional group, rule 4 (one decimal, truncated; rule 1)."},"suggestions":{"type":"integer","minimum":0,"description":"§2.2: number of suggestions (optional group, rule 4)."},"comments":{"type":"integer","minimum":0,"description":"§2.2: number of comments (optional group, rule 4)."},"code":{"type":"string","description":"§2.2: language code of the translation; region or script parts follow an underscore."},"name":{"type":"string","description":"§2.2: English display name of the language."},"url":{"type":"string","format":"uri","description":"§2.2: web page of the translation, path /projects/<project_slug>/<component_slug>/<language_code>/."},"translate_url":{"type":"string","format":"uri","description":"§2.2: web page for translating, path /translate/<project_slug>/<component_slug>/<language_code>/."}}};
const schema32 = {"title":"StatisticsItemFull","description":"§2.2: the full item, with the six fields of rule 4 present.","type":"object","allOf":[{"$ref":"#/$defs/reduced"}],"required":["approved","approved_percent","readonly","readonly_percent","suggestions","comments"]};
const pattern4 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$", "u");
const formats0 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total_words === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total_words"},message:"must have required property '"+"total_words"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.last_change === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "last_change"},message:"must have required property '"+"last_change"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recent_changes === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "recent_changes"},message:"must have required property '"+"recent_changes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.translated === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated"},message:"must have required property '"+"translated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.translated_words === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_words"},message:"must have required property '"+"translated_words"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.translated_percent === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_percent"},message:"must have required property '"+"translated_percent"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.translated_words_percent === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_words_percent"},message:"must have required property '"+"translated_words_percent"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.translated_chars === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_chars"},message:"must have required property '"+"translated_chars"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.translated_chars_percent === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_chars_percent"},message:"must have required property '"+"translated_chars_percent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.total_chars === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total_chars"},message:"must have required property '"+"total_chars"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.fuzzy === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "fuzzy"},message:"must have required property '"+"fuzzy"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.fuzzy_percent === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "fuzzy_percent"},message:"must have required property '"+"fuzzy_percent"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.failing === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "failing"},message:"must have required property '"+"failing"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.failing_percent === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "failing_percent"},message:"must have required property '"+"failing_percent"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.code === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.name === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.translate_url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translate_url"},message:"must have required property '"+"translate_url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.total !== undefined){
let data0 = data.total;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err19 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/reduced/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err20 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/reduced/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.total_words !== undefined){
let data1 = data.total_words;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err21 = {instancePath:instancePath+"/total_words",schemaPath:"#/$defs/reduced/properties/total_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err22 = {instancePath:instancePath+"/total_words",schemaPath:"#/$defs/reduced/properties/total_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.last_change !== undefined){
let data2 = data.last_change;
if((typeof data2 !== "string") && (data2 !== null)){
const err23 = {instancePath:instancePath+"/last_change",schemaPath:"#/$defs/reduced/properties/last_change/type",keyword:"type",params:{type: schema33.properties.last_change.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err24 = {instancePath:instancePath+"/last_change",schemaPath:"#/$defs/reduced/properties/last_change/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.recent_changes !== undefined){
let data3 = data.recent_changes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err25 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/$defs/reduced/properties/recent_changes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/$defs/reduced/properties/recent_changes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.translated !== undefined){
let data4 = data.translated;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err27 = {instancePath:instancePath+"/translated",schemaPath:"#/$defs/reduced/properties/translated/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/translated",schemaPath:"#/$defs/reduced/properties/translated/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.translated_words !== undefined){
let data5 = data.translated_words;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err29 = {instancePath:instancePath+"/translated_words",schemaPath:"#/$defs/reduced/properties/translated_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err30 = {instancePath:instancePath+"/translated_words",schemaPath:"#/$defs/reduced/properties/translated_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.translated_percent !== undefined){
let data6 = data.translated_percent;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.translated_words_percent !== undefined){
let data7 = data.translated_words_percent;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.translated_chars !== undefined){
let data8 = data.translated_chars;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err37 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/$defs/reduced/properties/translated_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/$defs/reduced/properties/translated_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.translated_chars_percent !== undefined){
let data9 = data.translated_chars_percent;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.total_chars !== undefined){
let data10 = data.total_chars;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err42 = {instancePath:instancePath+"/total_chars",schemaPath:"#/$defs/reduced/properties/total_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/total_chars",schemaPath:"#/$defs/reduced/properties/total_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.fuzzy !== undefined){
let data11 = data.fuzzy;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/$defs/reduced/properties/fuzzy/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/$defs/reduced/properties/fuzzy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.fuzzy_percent !== undefined){
let data12 = data.fuzzy_percent;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.failing !== undefined){
let data13 = data.failing;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err49 = {instancePath:instancePath+"/failing",schemaPath:"#/$defs/reduced/properties/failing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/failing",schemaPath:"#/$defs/reduced/properties/failing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.failing_percent !== undefined){
let data14 = data.failing_percent;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 100 || isNaN(data14)){
const err51 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.approved !== undefined){
let data15 = data.approved;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/approved",schemaPath:"#/$defs/reduced/properties/approved/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/approved",schemaPath:"#/$defs/reduced/properties/approved/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.approved_percent !== undefined){
let data16 = data.approved_percent;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.readonly !== undefined){
let data17 = data.readonly;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err59 = {instancePath:instancePath+"/readonly",schemaPath:"#/$defs/reduced/properties/readonly/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err60 = {instancePath:instancePath+"/readonly",schemaPath:"#/$defs/reduced/properties/readonly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.readonly_percent !== undefined){
let data18 = data.readonly_percent;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100 || isNaN(data18)){
const err61 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data19 = data.suggestions;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err64 = {instancePath:instancePath+"/suggestions",schemaPath:"#/$defs/reduced/properties/suggestions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err65 = {instancePath:instancePath+"/suggestions",schemaPath:"#/$defs/reduced/properties/suggestions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.comments !== undefined){
let data20 = data.comments;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err66 = {instancePath:instancePath+"/comments",schemaPath:"#/$defs/reduced/properties/comments/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err67 = {instancePath:instancePath+"/comments",schemaPath:"#/$defs/reduced/properties/comments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err68 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/reduced/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err69 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/reduced/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.url !== undefined){
let data23 = data.url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/reduced/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/reduced/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.translate_url !== undefined){
let data24 = data.translate_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err72 = {instancePath:instancePath+"/translate_url",schemaPath:"#/$defs/reduced/properties/translate_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/translate_url",schemaPath:"#/$defs/reduced/properties/translate_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/$defs/reduced/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approved === undefined){
const err75 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approved"},message:"must have required property '"+"approved"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data.approved_percent === undefined){
const err76 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approved_percent"},message:"must have required property '"+"approved_percent"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data.readonly === undefined){
const err77 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "readonly"},message:"must have required property '"+"readonly"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data.readonly_percent === undefined){
const err78 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "readonly_percent"},message:"must have required property '"+"readonly_percent"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.suggestions === undefined){
const err79 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggestions"},message:"must have required property '"+"suggestions"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data.comments === undefined){
const err80 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comments"},message:"must have required property '"+"comments"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"total":true,"total_words":true,"last_change":true,"recent_changes":true,"translated":true,"translated_words":true,"translated_percent":true,"translated_words_percent":true,"translated_chars":true,"translated_chars_percent":true,"total_chars":true,"fuzzy":true,"fuzzy_percent":true,"failing":true,"failing_percent":true,"approved":true,"approved_percent":true,"readonly":true,"readonly_percent":true,"suggestions":true,"comments":true,"code":true,"name":true,"url":true,"translate_url":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/statistics-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.total = true;
props0.total_words = true;
props0.last_change = true;
props0.recent_changes = true;
props0.translated = true;
props0.translated_words = true;
props0.translated_percent = true;
props0.translated_words_percent = true;
props0.translated_chars = true;
props0.translated_chars_percent = true;
props0.total_chars = true;
props0.fuzzy = true;
props0.fuzzy_percent = true;
props0.failing = true;
props0.failing_percent = true;
props0.approved = true;
props0.approved_percent = true;
props0.readonly = true;
props0.readonly_percent = true;
props0.suggestions = true;
props0.comments = true;
props0.code = true;
props0.name = true;
props0.url = true;
props0.translate_url = true;
}
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total_words === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total_words"},message:"must have required property '"+"total_words"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.last_change === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "last_change"},message:"must have required property '"+"last_change"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recent_changes === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "recent_changes"},message:"must have required property '"+"recent_changes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.translated === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated"},message:"must have required property '"+"translated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.translated_words === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_words"},message:"must have required property '"+"translated_words"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.translated_percent === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_percent"},message:"must have required property '"+"translated_percent"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.translated_words_percent === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_words_percent"},message:"must have required property '"+"translated_words_percent"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.translated_chars === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_chars"},message:"must have required property '"+"translated_chars"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.translated_chars_percent === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_chars_percent"},message:"must have required property '"+"translated_chars_percent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.total_chars === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total_chars"},message:"must have required property '"+"total_chars"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.fuzzy === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "fuzzy"},message:"must have required property '"+"fuzzy"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.fuzzy_percent === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "fuzzy_percent"},message:"must have required property '"+"fuzzy_percent"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.failing === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "failing"},message:"must have required property '"+"failing"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.failing_percent === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "failing_percent"},message:"must have required property '"+"failing_percent"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.code === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.name === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.translate_url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translate_url"},message:"must have required property '"+"translate_url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.total !== undefined){
let data0 = data.total;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err19 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/reduced/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err20 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/reduced/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.total_words !== undefined){
let data1 = data.total_words;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err21 = {instancePath:instancePath+"/total_words",schemaPath:"#/$defs/reduced/properties/total_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err22 = {instancePath:instancePath+"/total_words",schemaPath:"#/$defs/reduced/properties/total_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.last_change !== undefined){
let data2 = data.last_change;
if((typeof data2 !== "string") && (data2 !== null)){
const err23 = {instancePath:instancePath+"/last_change",schemaPath:"#/$defs/reduced/properties/last_change/type",keyword:"type",params:{type: schema33.properties.last_change.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err24 = {instancePath:instancePath+"/last_change",schemaPath:"#/$defs/reduced/properties/last_change/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.recent_changes !== undefined){
let data3 = data.recent_changes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err25 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/$defs/reduced/properties/recent_changes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/$defs/reduced/properties/recent_changes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.translated !== undefined){
let data4 = data.translated;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err27 = {instancePath:instancePath+"/translated",schemaPath:"#/$defs/reduced/properties/translated/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/translated",schemaPath:"#/$defs/reduced/properties/translated/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.translated_words !== undefined){
let data5 = data.translated_words;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err29 = {instancePath:instancePath+"/translated_words",schemaPath:"#/$defs/reduced/properties/translated_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err30 = {instancePath:instancePath+"/translated_words",schemaPath:"#/$defs/reduced/properties/translated_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.translated_percent !== undefined){
let data6 = data.translated_percent;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.translated_words_percent !== undefined){
let data7 = data.translated_words_percent;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.translated_chars !== undefined){
let data8 = data.translated_chars;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err37 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/$defs/reduced/properties/translated_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/$defs/reduced/properties/translated_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.translated_chars_percent !== undefined){
let data9 = data.translated_chars_percent;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.total_chars !== undefined){
let data10 = data.total_chars;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err42 = {instancePath:instancePath+"/total_chars",schemaPath:"#/$defs/reduced/properties/total_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/total_chars",schemaPath:"#/$defs/reduced/properties/total_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.fuzzy !== undefined){
let data11 = data.fuzzy;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/$defs/reduced/properties/fuzzy/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/$defs/reduced/properties/fuzzy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.fuzzy_percent !== undefined){
let data12 = data.fuzzy_percent;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.failing !== undefined){
let data13 = data.failing;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err49 = {instancePath:instancePath+"/failing",schemaPath:"#/$defs/reduced/properties/failing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/failing",schemaPath:"#/$defs/reduced/properties/failing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.failing_percent !== undefined){
let data14 = data.failing_percent;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 100 || isNaN(data14)){
const err51 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.approved !== undefined){
let data15 = data.approved;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/approved",schemaPath:"#/$defs/reduced/properties/approved/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/approved",schemaPath:"#/$defs/reduced/properties/approved/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.approved_percent !== undefined){
let data16 = data.approved_percent;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.readonly !== undefined){
let data17 = data.readonly;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err59 = {instancePath:instancePath+"/readonly",schemaPath:"#/$defs/reduced/properties/readonly/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err60 = {instancePath:instancePath+"/readonly",schemaPath:"#/$defs/reduced/properties/readonly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.readonly_percent !== undefined){
let data18 = data.readonly_percent;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100 || isNaN(data18)){
const err61 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data19 = data.suggestions;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err64 = {instancePath:instancePath+"/suggestions",schemaPath:"#/$defs/reduced/properties/suggestions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err65 = {instancePath:instancePath+"/suggestions",schemaPath:"#/$defs/reduced/properties/suggestions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.comments !== undefined){
let data20 = data.comments;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err66 = {instancePath:instancePath+"/comments",schemaPath:"#/$defs/reduced/properties/comments/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err67 = {instancePath:instancePath+"/comments",schemaPath:"#/$defs/reduced/properties/comments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err68 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/reduced/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err69 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/reduced/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.url !== undefined){
let data23 = data.url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/reduced/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/reduced/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.translate_url !== undefined){
let data24 = data.translate_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err72 = {instancePath:instancePath+"/translate_url",schemaPath:"#/$defs/reduced/properties/translate_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/translate_url",schemaPath:"#/$defs/reduced/properties/translate_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/$defs/reduced/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.total = true;
props0.total_words = true;
props0.last_change = true;
props0.recent_changes = true;
props0.translated = true;
props0.translated_words = true;
props0.translated_percent = true;
props0.translated_words_percent = true;
props0.translated_chars = true;
props0.translated_chars_percent = true;
props0.total_chars = true;
props0.fuzzy = true;
props0.fuzzy_percent = true;
props0.failing = true;
props0.failing_percent = true;
props0.approved = true;
props0.approved_percent = true;
props0.readonly = true;
props0.readonly_percent = true;
props0.suggestions = true;
props0.comments = true;
props0.code = true;
props0.name = true;
props0.url = true;
props0.translate_url = true;
}
}
if(!valid0){
const err75 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports.full = validate23;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total_words === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total_words"},message:"must have required property '"+"total_words"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.last_change === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "last_change"},message:"must have required property '"+"last_change"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recent_changes === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "recent_changes"},message:"must have required property '"+"recent_changes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.translated === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated"},message:"must have required property '"+"translated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.translated_words === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_words"},message:"must have required property '"+"translated_words"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.translated_percent === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_percent"},message:"must have required property '"+"translated_percent"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.translated_words_percent === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_words_percent"},message:"must have required property '"+"translated_words_percent"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.translated_chars === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_chars"},message:"must have required property '"+"translated_chars"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.translated_chars_percent === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translated_chars_percent"},message:"must have required property '"+"translated_chars_percent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.total_chars === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "total_chars"},message:"must have required property '"+"total_chars"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.fuzzy === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "fuzzy"},message:"must have required property '"+"fuzzy"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.fuzzy_percent === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "fuzzy_percent"},message:"must have required property '"+"fuzzy_percent"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.failing === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "failing"},message:"must have required property '"+"failing"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.failing_percent === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "failing_percent"},message:"must have required property '"+"failing_percent"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.code === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.name === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.translate_url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/reduced/required",keyword:"required",params:{missingProperty: "translate_url"},message:"must have required property '"+"translate_url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.total !== undefined){
let data0 = data.total;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err19 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/reduced/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err20 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/reduced/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.total_words !== undefined){
let data1 = data.total_words;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err21 = {instancePath:instancePath+"/total_words",schemaPath:"#/$defs/reduced/properties/total_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err22 = {instancePath:instancePath+"/total_words",schemaPath:"#/$defs/reduced/properties/total_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.last_change !== undefined){
let data2 = data.last_change;
if((typeof data2 !== "string") && (data2 !== null)){
const err23 = {instancePath:instancePath+"/last_change",schemaPath:"#/$defs/reduced/properties/last_change/type",keyword:"type",params:{type: schema33.properties.last_change.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err24 = {instancePath:instancePath+"/last_change",schemaPath:"#/$defs/reduced/properties/last_change/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.recent_changes !== undefined){
let data3 = data.recent_changes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err25 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/$defs/reduced/properties/recent_changes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/$defs/reduced/properties/recent_changes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.translated !== undefined){
let data4 = data.translated;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err27 = {instancePath:instancePath+"/translated",schemaPath:"#/$defs/reduced/properties/translated/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/translated",schemaPath:"#/$defs/reduced/properties/translated/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.translated_words !== undefined){
let data5 = data.translated_words;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err29 = {instancePath:instancePath+"/translated_words",schemaPath:"#/$defs/reduced/properties/translated_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err30 = {instancePath:instancePath+"/translated_words",schemaPath:"#/$defs/reduced/properties/translated_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.translated_percent !== undefined){
let data6 = data.translated_percent;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/$defs/reduced/properties/translated_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.translated_words_percent !== undefined){
let data7 = data.translated_words_percent;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/$defs/reduced/properties/translated_words_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.translated_chars !== undefined){
let data8 = data.translated_chars;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err37 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/$defs/reduced/properties/translated_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/$defs/reduced/properties/translated_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.translated_chars_percent !== undefined){
let data9 = data.translated_chars_percent;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/$defs/reduced/properties/translated_chars_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.total_chars !== undefined){
let data10 = data.total_chars;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err42 = {instancePath:instancePath+"/total_chars",schemaPath:"#/$defs/reduced/properties/total_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/total_chars",schemaPath:"#/$defs/reduced/properties/total_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.fuzzy !== undefined){
let data11 = data.fuzzy;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/$defs/reduced/properties/fuzzy/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/$defs/reduced/properties/fuzzy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.fuzzy_percent !== undefined){
let data12 = data.fuzzy_percent;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/$defs/reduced/properties/fuzzy_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.failing !== undefined){
let data13 = data.failing;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err49 = {instancePath:instancePath+"/failing",schemaPath:"#/$defs/reduced/properties/failing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/failing",schemaPath:"#/$defs/reduced/properties/failing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.failing_percent !== undefined){
let data14 = data.failing_percent;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 100 || isNaN(data14)){
const err51 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/$defs/reduced/properties/failing_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.approved !== undefined){
let data15 = data.approved;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/approved",schemaPath:"#/$defs/reduced/properties/approved/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/approved",schemaPath:"#/$defs/reduced/properties/approved/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.approved_percent !== undefined){
let data16 = data.approved_percent;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/$defs/reduced/properties/approved_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.readonly !== undefined){
let data17 = data.readonly;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err59 = {instancePath:instancePath+"/readonly",schemaPath:"#/$defs/reduced/properties/readonly/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err60 = {instancePath:instancePath+"/readonly",schemaPath:"#/$defs/reduced/properties/readonly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.readonly_percent !== undefined){
let data18 = data.readonly_percent;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100 || isNaN(data18)){
const err61 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/$defs/reduced/properties/readonly_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data19 = data.suggestions;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err64 = {instancePath:instancePath+"/suggestions",schemaPath:"#/$defs/reduced/properties/suggestions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err65 = {instancePath:instancePath+"/suggestions",schemaPath:"#/$defs/reduced/properties/suggestions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.comments !== undefined){
let data20 = data.comments;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err66 = {instancePath:instancePath+"/comments",schemaPath:"#/$defs/reduced/properties/comments/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err67 = {instancePath:instancePath+"/comments",schemaPath:"#/$defs/reduced/properties/comments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err68 = {instancePath:instancePath+"/code",schemaPath:"#/$defs/reduced/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err69 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/reduced/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.url !== undefined){
let data23 = data.url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/reduced/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/reduced/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.translate_url !== undefined){
let data24 = data.translate_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err72 = {instancePath:instancePath+"/translate_url",schemaPath:"#/$defs/reduced/properties/translate_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/translate_url",schemaPath:"#/$defs/reduced/properties/translate_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/$defs/reduced/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approved === undefined){
const err75 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approved"},message:"must have required property '"+"approved"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data.approved_percent === undefined){
const err76 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approved_percent"},message:"must have required property '"+"approved_percent"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data.readonly === undefined){
const err77 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "readonly"},message:"must have required property '"+"readonly"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data.readonly_percent === undefined){
const err78 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "readonly_percent"},message:"must have required property '"+"readonly_percent"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.suggestions === undefined){
const err79 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggestions"},message:"must have required property '"+"suggestions"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data.comments === undefined){
const err80 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comments"},message:"must have required property '"+"comments"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"total":true,"total_words":true,"last_change":true,"recent_changes":true,"translated":true,"translated_words":true,"translated_percent":true,"translated_words_percent":true,"translated_chars":true,"translated_chars_percent":true,"total_chars":true,"fuzzy":true,"fuzzy_percent":true,"failing":true,"failing_percent":true,"approved":true,"approved_percent":true,"readonly":true,"readonly_percent":true,"suggestions":true,"comments":true,"code":true,"name":true,"url":true,"translate_url":true},"dynamicProps":false,"dynamicItems":false};

exports.reduced = validate24;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total_words === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_words"},message:"must have required property '"+"total_words"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.last_change === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_change"},message:"must have required property '"+"last_change"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recent_changes === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recent_changes"},message:"must have required property '"+"recent_changes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.translated === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translated"},message:"must have required property '"+"translated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.translated_words === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translated_words"},message:"must have required property '"+"translated_words"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.translated_percent === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translated_percent"},message:"must have required property '"+"translated_percent"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.translated_words_percent === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translated_words_percent"},message:"must have required property '"+"translated_words_percent"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.translated_chars === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translated_chars"},message:"must have required property '"+"translated_chars"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.translated_chars_percent === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translated_chars_percent"},message:"must have required property '"+"translated_chars_percent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.total_chars === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_chars"},message:"must have required property '"+"total_chars"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.fuzzy === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fuzzy"},message:"must have required property '"+"fuzzy"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.fuzzy_percent === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fuzzy_percent"},message:"must have required property '"+"fuzzy_percent"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.failing === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failing"},message:"must have required property '"+"failing"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.failing_percent === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failing_percent"},message:"must have required property '"+"failing_percent"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.code === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.name === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.url === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.translate_url === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translate_url"},message:"must have required property '"+"translate_url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.total !== undefined){
let data0 = data.total;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err19 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err20 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.total_words !== undefined){
let data1 = data.total_words;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err21 = {instancePath:instancePath+"/total_words",schemaPath:"#/properties/total_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err22 = {instancePath:instancePath+"/total_words",schemaPath:"#/properties/total_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.last_change !== undefined){
let data2 = data.last_change;
if((typeof data2 !== "string") && (data2 !== null)){
const err23 = {instancePath:instancePath+"/last_change",schemaPath:"#/properties/last_change/type",keyword:"type",params:{type: schema33.properties.last_change.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err24 = {instancePath:instancePath+"/last_change",schemaPath:"#/properties/last_change/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.recent_changes !== undefined){
let data3 = data.recent_changes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err25 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/properties/recent_changes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/recent_changes",schemaPath:"#/properties/recent_changes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.translated !== undefined){
let data4 = data.translated;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err27 = {instancePath:instancePath+"/translated",schemaPath:"#/properties/translated/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/translated",schemaPath:"#/properties/translated/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.translated_words !== undefined){
let data5 = data.translated_words;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err29 = {instancePath:instancePath+"/translated_words",schemaPath:"#/properties/translated_words/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err30 = {instancePath:instancePath+"/translated_words",schemaPath:"#/properties/translated_words/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.translated_percent !== undefined){
let data6 = data.translated_percent;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/properties/translated_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/properties/translated_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/translated_percent",schemaPath:"#/properties/translated_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.translated_words_percent !== undefined){
let data7 = data.translated_words_percent;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/properties/translated_words_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/properties/translated_words_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/translated_words_percent",schemaPath:"#/properties/translated_words_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.translated_chars !== undefined){
let data8 = data.translated_chars;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err37 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/properties/translated_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/translated_chars",schemaPath:"#/properties/translated_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.translated_chars_percent !== undefined){
let data9 = data.translated_chars_percent;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/properties/translated_chars_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/properties/translated_chars_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/translated_chars_percent",schemaPath:"#/properties/translated_chars_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.total_chars !== undefined){
let data10 = data.total_chars;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err42 = {instancePath:instancePath+"/total_chars",schemaPath:"#/properties/total_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/total_chars",schemaPath:"#/properties/total_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.fuzzy !== undefined){
let data11 = data.fuzzy;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/properties/fuzzy/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/fuzzy",schemaPath:"#/properties/fuzzy/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.fuzzy_percent !== undefined){
let data12 = data.fuzzy_percent;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/properties/fuzzy_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/properties/fuzzy_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/fuzzy_percent",schemaPath:"#/properties/fuzzy_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.failing !== undefined){
let data13 = data.failing;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err49 = {instancePath:instancePath+"/failing",schemaPath:"#/properties/failing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/failing",schemaPath:"#/properties/failing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.failing_percent !== undefined){
let data14 = data.failing_percent;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 100 || isNaN(data14)){
const err51 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/properties/failing_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/properties/failing_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/failing_percent",schemaPath:"#/properties/failing_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.approved !== undefined){
let data15 = data.approved;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/approved",schemaPath:"#/properties/approved/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/approved",schemaPath:"#/properties/approved/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.approved_percent !== undefined){
let data16 = data.approved_percent;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/properties/approved_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/properties/approved_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/approved_percent",schemaPath:"#/properties/approved_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.readonly !== undefined){
let data17 = data.readonly;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err59 = {instancePath:instancePath+"/readonly",schemaPath:"#/properties/readonly/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err60 = {instancePath:instancePath+"/readonly",schemaPath:"#/properties/readonly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data.readonly_percent !== undefined){
let data18 = data.readonly_percent;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 100 || isNaN(data18)){
const err61 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/properties/readonly_percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/properties/readonly_percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/readonly_percent",schemaPath:"#/properties/readonly_percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data19 = data.suggestions;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err64 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err65 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.comments !== undefined){
let data20 = data.comments;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err66 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err67 = {instancePath:instancePath+"/comments",schemaPath:"#/properties/comments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err68 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err69 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.url !== undefined){
let data23 = data.url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.translate_url !== undefined){
let data24 = data.translate_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err72 = {instancePath:instancePath+"/translate_url",schemaPath:"#/properties/translate_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/translate_url",schemaPath:"#/properties/translate_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"total":true,"total_words":true,"last_change":true,"recent_changes":true,"translated":true,"translated_words":true,"translated_percent":true,"translated_words_percent":true,"translated_chars":true,"translated_chars_percent":true,"total_chars":true,"fuzzy":true,"fuzzy_percent":true,"failing":true,"failing_percent":true,"approved":true,"approved_percent":true,"readonly":true,"readonly_percent":true,"suggestions":true,"comments":true,"code":true,"name":true,"url":true,"translate_url":true},"dynamicProps":false,"dynamicItems":false};

