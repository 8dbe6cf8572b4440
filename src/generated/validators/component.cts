// Generated from schemas/component.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/component.schema.json","title":"Component","description":"§2.3: a component record: a list element (list shape) or an instance answer (list shape or older shape). Extra fields are allowed.","anyOf":[{"$ref":"#/$defs/listShape"},{"$ref":"#/$defs/olderShape"}],"$defs":{"common":{"title":"ComponentCommon","description":"§2.3: the fields both shapes of a component record share, with the same types. Extra fields are allowed.","type":"object","required":["name","slug","id","vcs","repo","git_export","branch","push_branch","filemask","template","edit_template","intermediate","new_base","file_format","license","license_url","agreement","web_url","url","repository_url","translations_url","statistics_url","lock_url","changes_list_url","task_url","new_lang","language_code_style","push","check_flags","priority","restricted","repoweb","report_source_bugs","merge_style","commit_message","add_message","delete_message","merge_message","addon_message","allow_translation_propagation","enable_suggestions","suggestion_voting","suggestion_autoaccept","push_on_commit","commit_pending_age","auto_lock_error","language_regex","variant_regex","addons"],"properties":{"name":{"type":"string","description":"§2.3: display name."},"slug":{"type":"string","description":"§2.3: URL identifier of the component, unique inside its project."},"id":{"type":"integer","description":"§2.3: numeric identifier."},"vcs":{"type":"string","description":"§2.3: version-control system; observed value git."},"repo":{"type":"string","description":"§2.3: address of the source repository (an external address, not required to be under the base URL)."},"git_export":{"type":"string","format":"uri","description":"§2.3: address at which the repository is exported."},"branch":{"type":"string","description":"§2.3: repository branch."},"push_branch":{"type":"string","description":"§2.3: branch to push to; empty string when unset."},"filemask":{"type":"string","description":"§2.3: glob of translation files, * standing for the language code."},"template":{"type":"string","description":"§2.3: path of the source-language template file."},"edit_template":{"type":"boolean","description":"§2.3: whether the template may be edited."},"intermediate":{"type":"string","description":"§2.3: path of an intermediate file; empty when unset."},"new_base":{"type":"string","description":"§2.3: path of the file for new translations; empty when unset."},"file_format":{"type":"string","description":"§2.3: file format; observed values aresource, appstore."},"license":{"type":"string","description":"§2.3: license identifier."},"license_url":{"type":"string","description":"§2.3: address of the license text (not required to be under the base URL)."},"agreement":{"type":"string","description":"§2.3: contributor agreement text; empty when none."},"web_url":{"type":"string","format":"uri","description":"§2.3: web page of the component."},"url":{"type":"string","format":"uri","description":"§2.3: API address of this record, path /api/components/<project_slug>/<component_slug>/."},"repository_url":{"type":"string","format":"uri","description":"§2.3: address of the repository sub-resource."},"translations_url":{"type":"string","format":"uri","description":"§2.3: address of the translations sub-resource."},"statistics_url":{"type":"string","format":"uri","description":"§2.3: address of the statistics list (§4.3)."},"lock_url":{"type":"string","format":"uri","description":"§2.3: address of the lock sub-resource."},"links_url":{"type":"string","format":"uri","description":"§2.3: address of the links sub-resource; present in the component list, absent in the older-shaped instance record."},"changes_list_url":{"type":"string","format":"uri","description":"§2.3: address of the changes sub-resource."},"task_url":{"type":["string","null"],"format":"uri","description":"§2.3: task address or null; observed value null."},"new_lang":{"type":"string","description":"§2.3: policy for adding languages; observed value add."},"language_code_style":{"type":"string","description":"§2.3: observed values android, empty string."},"push":{"type":"string","description":"§2.3: push address; empty when unset."},"check_flags":{"type":"string","description":"§2.3: quality-check flags; empty when unset."},"priority":{"type":"integer","description":"§2.3: priority; observed value 100."},"restricted":{"type":"boolean","description":"§2.3: access restriction flag."},"repoweb":{"type":"string","description":"§2.3: address template of a repository web view; empty when unset."},"report_source_bugs":{"type":"string","description":"§2.3: contact address for source-string bugs; empty when unset."},"merge_style":{"type":"string","description":"§2.3: merge style; observed value rebase."},"commit_message":{"type":"string","description":"§2.3: template for commit messages (§2.6)."},"add_message":{"type":"string","description":"§2.3: template for the commit message when a translation is added (§2.6)."},"delete_message":{"type":"string","description":"§2.3: template for the commit message when a translation is deleted (§2.6)."},"merge_message":{"type":"string","description":"§2.3: template for merge commit messages (§2.6)."},"addon_message":{"type":"string","description":"§2.3: template for add-on commit messages (§2.6)."},"pull_message":{"type":"string","description":"§2.3: template for pull-request text (§2.6); absent in the older-shaped instance record."},"allow_translation_propagation":{"type":"boolean","description":"§2.3: translation propagation flag."},"manage_units":{"type":"boolean","description":"§2.3: unit management flag; absent in the older-shaped instance record."},"enable_suggestions":{"type":"boolean","description":"§2.3: suggestions flag."},"suggestion_voting":{"type":"boolean","description":"§2.3: suggestion voting flag."},"suggestion_autoaccept":{"type":"integer","description":"§2.3: observed value 0."},"push_on_commit":{"type":"boolean","description":"§2.3: push on commit flag."},"commit_pending_age":{"type":"integer","description":"§2.3: hours; observed value 24."},"auto_lock_error":{"type":"boolean","description":"§2.3: auto lock on error flag."},"language_regex":{"type":"string","description":"§2.3: regular expression that language codes must match."},"variant_regex":{"type":"string","description":"§2.3: variant regular expression; empty when unset."},"addons":{"type":"array","items":{"type":"string","format":"uri"},"description":"§2.3: addresses of add-on records, path /api/addons/<addon_id>/."},"is_glossary":{"type":"boolean","description":"§2.3: true for glossary components; absent in the older-shaped instance record."},"glossary_color":{"type":"string","description":"§2.3: glossary colour; observed value silver; absent in the older-shaped instance record."}}},"listShape":{"title":"ComponentListShape","description":"§2.3: the record as the component list returns it.","type":"object","allOf":[{"$ref":"#/$defs/common"}],"properties":{"source_language":{"$ref":"language.schema.json#/$defs/listShape","description":"§2.4: the source language of the component."},"project":{"$ref":"project.schema.json#/$defs/listShape","description":"§2.5: the project of the component."},"enforced_checks":{"type":"array","items":{"type":"string"},"description":"§2.3: names of enforced checks; empty array when none."}},"required":["source_language","project","links_url","enforced_checks","pull_message","manage_units","is_glossary","glossary_color"]},"olderShape":{"title":"ComponentOlderShape","description":"§2.3: the older-shaped instance record: without links_url, pull_message, manage_units, is_glossary, glossary_color; enforced_checks as JSON text; project with mail.","type":"object","allOf":[{"$ref":"#/$defs/common"}],"properties":{"source_language":{"$ref":"language.schema.json#/$defs/olderShape","description":"§2.4: the source language of the component."},"project":{"$ref":"project.schema.json#/$defs/olderShape","description":"§2.5: the project of the component."},"enforced_checks":{"type":"string","description":"§2.3: in the older-shaped instance record, a string holding a JSON array of check names."}},"required":["source_language","project","enforced_checks"]}}};
const schema32 = {"title":"ComponentListShape","description":"§2.3: the record as the component list returns it.","type":"object","allOf":[{"$ref":"#/$defs/common"}],"properties":{"source_language":{"$ref":"language.schema.json#/$defs/listShape","description":"§2.4: the source language of the component."},"project":{"$ref":"project.schema.json#/$defs/listShape","description":"§2.5: the project of the component."},"enforced_checks":{"type":"array","items":{"type":"string"},"description":"§2.3: names of enforced checks; empty array when none."}},"required":["source_language","project","links_url","enforced_checks","pull_message","manage_units","is_glossary","glossary_color"]};
const schema33 = {"title":"ComponentCommon","description":"§2.3: the fields both shapes of a component record share, with the same types. Extra fields are allowed.","type":"object","required":["name","slug","id","vcs","repo","git_export","branch","push_branch","filemask","template","edit_template","intermediate","new_base","file_format","license","license_url","agreement","web_url","url","repository_url","translations_url","statistics_url","lock_url","changes_list_url","task_url","new_lang","language_code_style","push","check_flags","priority","restricted","repoweb","report_source_bugs","merge_style","commit_message","add_message","delete_message","merge_message","addon_message","allow_translation_propagation","enable_suggestions","suggestion_voting","suggestion_autoaccept","push_on_commit","commit_pending_age","auto_lock_error","language_regex","variant_regex","addons"],"properties":{"name":{"type":"string","description":"§2.3: display name."},"slug":{"type":"string","description":"§2.3: URL identifier of the component, unique inside its project."},"id":{"type":"integer","description":"§2.3: numeric identifier."},"vcs":{"type":"string","description":"§2.3: version-control system; observed value git."},"repo":{"type":"string","description":"§2.3: address of the source repository (an external address, not required to be under the base URL)."},"git_export":{"type":"string","format":"uri","description":"§2.3: address at which the repository is exported."},"branch":{"type":"string","description":"§2.3: repository branch."},"push_branch":{"type":"string","description":"§2.3: branch to push to; empty string when unset."},"filemask":{"type":"string","description":"§2.3: glob of translation files, * standing for the language code."},"template":{"type":"string","description":"§2.3: path of the source-language template file."},"edit_template":{"type":"boolean","description":"§2.3: whether the template may be edited."},"intermediate":{"type":"string","description":"§2.3: path of an intermediate file; empty when unset."},"new_base":{"type":"string","description":"§2.3: path of the file for new translations; empty when unset."},"file_format":{"type":"string","description":"§2.3: file format; observed values aresource, appstore."},"license":{"type":"string","description":"§2.3: license identifier."},"license_url":{"type":"string","description":"§2.3: address of the license text (not required to be under the base URL)."},"agreement":{"type":"string","description":"§2.3: contributor agreement text; empty when none."},"web_url":{"type":"string","format":"uri","description":"§2.3: web page of the component."},"url":{"type":"string","format":"uri","description":"§2.3: API address of this record, path /api/components/<project_slug>/<component_slug>/."},"repository_url":{"type":"string","format":"uri","description":"§2.3: address of the repository sub-resource."},"translations_url":{"type":"string","format":"uri","description":"§2.3: address of the translations sub-resource."},"statistics_url":{"type":"string","format":"uri","description":"§2.3: address of the statistics list (§4.3)."},"lock_url":{"type":"string","format":"uri","description":"§2.3: address of the lock sub-resource."},"links_url":{"type":"string","format":"uri","description":"§2.3: address of the links sub-resource; present in the component list, absent in the older-shaped instance record."},"changes_list_url":{"type":"string","format":"uri","description":"§2.3: address of the changes sub-resource."},"task_url":{"type":["string","null"],"format":"uri","description":"§2.3: task address or null; observed value null."},"new_lang":{"type":"string","description":"§2.3: policy for adding languages; observed value add."},"language_code_style":{"type":"string","description":"§2.3: observed values android, empty string."},"push":{"type":"string","description":"§2.3: push address; empty when unset."},"check_flags":{"type":"string","description":"§2.3: quality-check flags; empty when unset."},"priority":{"type":"integer","description":"§2.3: priority; observed value 100."},"restricted":{"type":"boolean","description":"§2.3: access restriction flag."},"repoweb":{"type":"string","description":"§2.3: address template of a repository web view; empty when unset."},"report_source_bugs":{"type":"string","description":"§2.3: contact address for source-string bugs; empty when unset."},"merge_style":{"type":"string","description":"§2.3: merge style; observed value rebase."},"commit_message":{"type":"string","description":"§2.3: template for commit messages (§2.6)."},"add_message":{"type":"string","description":"§2.3: template for the commit message when a translation is added (§2.6)."},"delete_message":{"type":"string","description":"§2.3: template for the commit message when a translation is deleted (§2.6)."},"merge_message":{"type":"string","description":"§2.3: template for merge commit messages (§2.6)."},"addon_message":{"type":"string","description":"§2.3: template for add-on commit messages (§2.6)."},"pull_message":{"type":"string","description":"§2.3: template for pull-request text (§2.6); absent in the older-shaped instance record."},"allow_translation_propagation":{"type":"boolean","description":"§2.3: translation propagation flag."},"manage_units":{"type":"boolean","description":"§2.3: unit management flag; absent in the older-shaped instance record."},"enable_suggestions":{"type":"boolean","description":"§2.3: suggestions flag."},"suggestion_voting":{"type":"boolean","description":"§2.3: suggestion voting flag."},"suggestion_autoaccept":{"type":"integer","description":"§2.3: observed value 0."},"push_on_commit":{"type":"boolean","description":"§2.3: push on commit flag."},"commit_pending_age":{"type":"integer","description":"§2.3: hours; observed value 24."},"auto_lock_error":{"type":"boolean","description":"§2.3: auto lock on error flag."},"language_regex":{"type":"string","description":"§2.3: regular expression that language codes must match."},"variant_regex":{"type":"string","description":"§2.3: variant regular expression; empty when unset."},"addons":{"type":"array","items":{"type":"string","format":"uri"},"description":"§2.3: addresses of add-on records, path /api/addons/<addon_id>/."},"is_glossary":{"type":"boolean","description":"§2.3: true for glossary components; absent in the older-shaped instance record."},"glossary_color":{"type":"string","description":"§2.3: glossary colour; observed value silver; absent in the older-shaped instance record."}}};
const schema40 = {"title":"ProjectListShape","description":"§2.5: as in the component list (mail absent or ignored).","type":"object","required":["name","slug","id","web","web_url","url","components_list_url","repository_url","statistics_url","changes_list_url","languages_url","translation_review","source_review","set_language_team","instructions","enable_hooks","language_aliases"],"properties":{"name":{"type":"string","description":"§2.5: project name."},"slug":{"type":"string","description":"§2.5: URL identifier of the project."},"id":{"type":"integer","description":"§2.5: numeric identifier."},"web":{"type":"string","description":"§2.5: external home page of the project (not required to be under the base URL)."},"web_url":{"type":"string","format":"uri","description":"§2.5: page of the project."},"url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/."},"components_list_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/components/."},"repository_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/repository/."},"statistics_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/statistics/."},"changes_list_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/changes/."},"languages_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/languages/."},"translation_review":{"type":"boolean","description":"§2.5: translation review flag."},"source_review":{"type":"boolean","description":"§2.5: source review flag."},"set_language_team":{"type":"boolean","description":"§2.5: language team flag."},"instructions":{"type":"string","description":"§2.5: instructions; empty when unset."},"mail":{"type":"string","description":"§2.5: contact address or empty; present only in the older-shaped instance record."},"enable_hooks":{"type":"boolean","description":"§2.5: hooks flag."},"language_aliases":{"type":"string","description":"§2.5: language aliases; empty when unset."}}};
const formats0 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const schema35 = {"title":"LanguageListShape","description":"§2.4: as in the component list, with population.","type":"object","allOf":[{"$ref":"#/$defs/olderShape"}],"required":["population"]};
const schema36 = {"title":"LanguageOlderShape","description":"§2.4: as in the older-shaped instance record, population optional.","type":"object","required":["code","name","plural","aliases","direction","web_url","url","statistics_url"],"properties":{"code":{"type":"string","description":"§2.4: language code."},"name":{"type":"string","description":"§2.4: display name."},"plural":{"$ref":"#/$defs/plural"},"aliases":{"type":"array","items":{"type":"string"},"description":"§2.4: alternative codes."},"direction":{"type":"string","description":"§2.4: text direction; observed value ltr."},"population":{"type":"integer","description":"§2.4: present in the component list; absent in the older-shaped instance record."},"web_url":{"type":"string","format":"uri","description":"§2.4: page of the language."},"url":{"type":"string","format":"uri","description":"§2.4: API address, path /api/languages/<language_code>/."},"statistics_url":{"type":"string","format":"uri","description":"§2.4: path /api/languages/<language_code>/statistics/."}}};
const schema37 = {"title":"LanguagePlural","description":"§2.4: plural definition: id, source, number (count of plural forms), formula (plural expression), type.","type":"object","required":["id","source","number","formula","type"],"properties":{"id":{"type":"integer","description":"§2.4: plural id."},"source":{"type":"integer","description":"§2.4: plural source."},"number":{"type":"integer","description":"§2.4: count of plural forms."},"formula":{"type":"string","description":"§2.4: plural expression."},"type":{"type":"integer","description":"§2.4: plural type."}}};

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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.plural === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plural"},message:"must have required property '"+"plural"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.aliases === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aliases"},message:"must have required property '"+"aliases"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.direction === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.web_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.statistics_url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.plural !== undefined){
let data2 = data.plural;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err10 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.source === undefined){
const err11 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.number === undefined){
const err12 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.formula === undefined){
const err13 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "formula"},message:"must have required property '"+"formula"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.type === undefined){
const err14 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.id !== undefined){
let data3 = data2.id;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/plural/id",schemaPath:"#/$defs/plural/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.source !== undefined){
let data4 = data2.source;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/plural/source",schemaPath:"#/$defs/plural/properties/source/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.number !== undefined){
let data5 = data2.number;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/plural/number",schemaPath:"#/$defs/plural/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.formula !== undefined){
if(typeof data2.formula !== "string"){
const err18 = {instancePath:instancePath+"/plural/formula",schemaPath:"#/$defs/plural/properties/formula/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.type !== undefined){
let data7 = data2.type;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/plural/type",schemaPath:"#/$defs/plural/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.aliases !== undefined){
let data8 = data.aliases;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err21 = {instancePath:instancePath+"/aliases/" + i0,schemaPath:"#/properties/aliases/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/aliases",schemaPath:"#/properties/aliases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.direction !== undefined){
if(typeof data.direction !== "string"){
const err23 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.population !== undefined){
let data11 = data.population;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/population",schemaPath:"#/properties/population/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.web_url !== undefined){
let data12 = data.web_url;
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err25 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.url !== undefined){
let data13 = data.url;
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
const err27 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data14 = data.statistics_url;
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err29 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"code":true,"name":true,"plural":true,"aliases":true,"direction":true,"population":true,"web_url":true,"url":true,"statistics_url":true},"dynamicProps":false,"dynamicItems":false};


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.population === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "population"},message:"must have required property '"+"population"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"code":true,"name":true,"plural":true,"aliases":true,"direction":true,"population":true,"web_url":true,"url":true,"statistics_url":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.vcs === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "vcs"},message:"must have required property '"+"vcs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repo === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.git_export === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "git_export"},message:"must have required property '"+"git_export"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.branch === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.push_branch === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_branch"},message:"must have required property '"+"push_branch"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.filemask === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "filemask"},message:"must have required property '"+"filemask"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.template === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.edit_template === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "edit_template"},message:"must have required property '"+"edit_template"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.intermediate === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "intermediate"},message:"must have required property '"+"intermediate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.new_base === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_base"},message:"must have required property '"+"new_base"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.file_format === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "file_format"},message:"must have required property '"+"file_format"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.license === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license"},message:"must have required property '"+"license"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.license_url === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license_url"},message:"must have required property '"+"license_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.agreement === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "agreement"},message:"must have required property '"+"agreement"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.web_url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.repository_url === undefined){
const err19 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.translations_url === undefined){
const err20 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "translations_url"},message:"must have required property '"+"translations_url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.statistics_url === undefined){
const err21 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.lock_url === undefined){
const err22 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "lock_url"},message:"must have required property '"+"lock_url"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.changes_list_url === undefined){
const err23 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.task_url === undefined){
const err24 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "task_url"},message:"must have required property '"+"task_url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.new_lang === undefined){
const err25 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_lang"},message:"must have required property '"+"new_lang"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.language_code_style === undefined){
const err26 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_code_style"},message:"must have required property '"+"language_code_style"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.push === undefined){
const err27 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.check_flags === undefined){
const err28 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "check_flags"},message:"must have required property '"+"check_flags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.priority === undefined){
const err29 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.restricted === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "restricted"},message:"must have required property '"+"restricted"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.repoweb === undefined){
const err31 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repoweb"},message:"must have required property '"+"repoweb"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.report_source_bugs === undefined){
const err32 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "report_source_bugs"},message:"must have required property '"+"report_source_bugs"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.merge_style === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_style"},message:"must have required property '"+"merge_style"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.commit_message === undefined){
const err34 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_message"},message:"must have required property '"+"commit_message"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.add_message === undefined){
const err35 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "add_message"},message:"must have required property '"+"add_message"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.delete_message === undefined){
const err36 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "delete_message"},message:"must have required property '"+"delete_message"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.merge_message === undefined){
const err37 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_message"},message:"must have required property '"+"merge_message"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.addon_message === undefined){
const err38 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addon_message"},message:"must have required property '"+"addon_message"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.allow_translation_propagation === undefined){
const err39 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "allow_translation_propagation"},message:"must have required property '"+"allow_translation_propagation"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.enable_suggestions === undefined){
const err40 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "enable_suggestions"},message:"must have required property '"+"enable_suggestions"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.suggestion_voting === undefined){
const err41 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_voting"},message:"must have required property '"+"suggestion_voting"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.suggestion_autoaccept === undefined){
const err42 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_autoaccept"},message:"must have required property '"+"suggestion_autoaccept"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.push_on_commit === undefined){
const err43 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_on_commit"},message:"must have required property '"+"push_on_commit"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.commit_pending_age === undefined){
const err44 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_pending_age"},message:"must have required property '"+"commit_pending_age"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.auto_lock_error === undefined){
const err45 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "auto_lock_error"},message:"must have required property '"+"auto_lock_error"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.language_regex === undefined){
const err46 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_regex"},message:"must have required property '"+"language_regex"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.variant_regex === undefined){
const err47 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "variant_regex"},message:"must have required property '"+"variant_regex"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.addons === undefined){
const err48 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addons"},message:"must have required property '"+"addons"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err49 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/common/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err50 = {instancePath:instancePath+"/slug",schemaPath:"#/$defs/common/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err51 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/common/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.vcs !== undefined){
if(typeof data.vcs !== "string"){
const err52 = {instancePath:instancePath+"/vcs",schemaPath:"#/$defs/common/properties/vcs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.repo !== undefined){
if(typeof data.repo !== "string"){
const err53 = {instancePath:instancePath+"/repo",schemaPath:"#/$defs/common/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.git_export !== undefined){
let data5 = data.git_export;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err54 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.branch !== undefined){
if(typeof data.branch !== "string"){
const err56 = {instancePath:instancePath+"/branch",schemaPath:"#/$defs/common/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.push_branch !== undefined){
if(typeof data.push_branch !== "string"){
const err57 = {instancePath:instancePath+"/push_branch",schemaPath:"#/$defs/common/properties/push_branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.filemask !== undefined){
if(typeof data.filemask !== "string"){
const err58 = {instancePath:instancePath+"/filemask",schemaPath:"#/$defs/common/properties/filemask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.template !== undefined){
if(typeof data.template !== "string"){
const err59 = {instancePath:instancePath+"/template",schemaPath:"#/$defs/common/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.edit_template !== undefined){
if(typeof data.edit_template !== "boolean"){
const err60 = {instancePath:instancePath+"/edit_template",schemaPath:"#/$defs/common/properties/edit_template/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.intermediate !== undefined){
if(typeof data.intermediate !== "string"){
const err61 = {instancePath:instancePath+"/intermediate",schemaPath:"#/$defs/common/properties/intermediate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.new_base !== undefined){
if(typeof data.new_base !== "string"){
const err62 = {instancePath:instancePath+"/new_base",schemaPath:"#/$defs/common/properties/new_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.file_format !== undefined){
if(typeof data.file_format !== "string"){
const err63 = {instancePath:instancePath+"/file_format",schemaPath:"#/$defs/common/properties/file_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.license !== undefined){
if(typeof data.license !== "string"){
const err64 = {instancePath:instancePath+"/license",schemaPath:"#/$defs/common/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.license_url !== undefined){
if(typeof data.license_url !== "string"){
const err65 = {instancePath:instancePath+"/license_url",schemaPath:"#/$defs/common/properties/license_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.agreement !== undefined){
if(typeof data.agreement !== "string"){
const err66 = {instancePath:instancePath+"/agreement",schemaPath:"#/$defs/common/properties/agreement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.web_url !== undefined){
let data17 = data.web_url;
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err67 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.url !== undefined){
let data18 = data.url;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err69 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.repository_url !== undefined){
let data19 = data.repository_url;
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err71 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.translations_url !== undefined){
let data20 = data.translations_url;
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err73 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data21 = data.statistics_url;
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err75 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.lock_url !== undefined){
let data22 = data.lock_url;
if(typeof data22 === "string"){
if(!(formats0.test(data22))){
const err77 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.links_url !== undefined){
let data23 = data.links_url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err79 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.changes_list_url !== undefined){
let data24 = data.changes_list_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err81 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.task_url !== undefined){
let data25 = data.task_url;
if((typeof data25 !== "string") && (data25 !== null)){
const err83 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/type",keyword:"type",params:{type: schema33.properties.task_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err84 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data.new_lang !== undefined){
if(typeof data.new_lang !== "string"){
const err85 = {instancePath:instancePath+"/new_lang",schemaPath:"#/$defs/common/properties/new_lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.language_code_style !== undefined){
if(typeof data.language_code_style !== "string"){
const err86 = {instancePath:instancePath+"/language_code_style",schemaPath:"#/$defs/common/properties/language_code_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.push !== undefined){
if(typeof data.push !== "string"){
const err87 = {instancePath:instancePath+"/push",schemaPath:"#/$defs/common/properties/push/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.check_flags !== undefined){
if(typeof data.check_flags !== "string"){
const err88 = {instancePath:instancePath+"/check_flags",schemaPath:"#/$defs/common/properties/check_flags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.priority !== undefined){
let data30 = data.priority;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err89 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/common/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.restricted !== undefined){
if(typeof data.restricted !== "boolean"){
const err90 = {instancePath:instancePath+"/restricted",schemaPath:"#/$defs/common/properties/restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.repoweb !== undefined){
if(typeof data.repoweb !== "string"){
const err91 = {instancePath:instancePath+"/repoweb",schemaPath:"#/$defs/common/properties/repoweb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.report_source_bugs !== undefined){
if(typeof data.report_source_bugs !== "string"){
const err92 = {instancePath:instancePath+"/report_source_bugs",schemaPath:"#/$defs/common/properties/report_source_bugs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.merge_style !== undefined){
if(typeof data.merge_style !== "string"){
const err93 = {instancePath:instancePath+"/merge_style",schemaPath:"#/$defs/common/properties/merge_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.commit_message !== undefined){
if(typeof data.commit_message !== "string"){
const err94 = {instancePath:instancePath+"/commit_message",schemaPath:"#/$defs/common/properties/commit_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.add_message !== undefined){
if(typeof data.add_message !== "string"){
const err95 = {instancePath:instancePath+"/add_message",schemaPath:"#/$defs/common/properties/add_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.delete_message !== undefined){
if(typeof data.delete_message !== "string"){
const err96 = {instancePath:instancePath+"/delete_message",schemaPath:"#/$defs/common/properties/delete_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.merge_message !== undefined){
if(typeof data.merge_message !== "string"){
const err97 = {instancePath:instancePath+"/merge_message",schemaPath:"#/$defs/common/properties/merge_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.addon_message !== undefined){
if(typeof data.addon_message !== "string"){
const err98 = {instancePath:instancePath+"/addon_message",schemaPath:"#/$defs/common/properties/addon_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.pull_message !== undefined){
if(typeof data.pull_message !== "string"){
const err99 = {instancePath:instancePath+"/pull_message",schemaPath:"#/$defs/common/properties/pull_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.allow_translation_propagation !== undefined){
if(typeof data.allow_translation_propagation !== "boolean"){
const err100 = {instancePath:instancePath+"/allow_translation_propagation",schemaPath:"#/$defs/common/properties/allow_translation_propagation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.manage_units !== undefined){
if(typeof data.manage_units !== "boolean"){
const err101 = {instancePath:instancePath+"/manage_units",schemaPath:"#/$defs/common/properties/manage_units/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.enable_suggestions !== undefined){
if(typeof data.enable_suggestions !== "boolean"){
const err102 = {instancePath:instancePath+"/enable_suggestions",schemaPath:"#/$defs/common/properties/enable_suggestions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.suggestion_voting !== undefined){
if(typeof data.suggestion_voting !== "boolean"){
const err103 = {instancePath:instancePath+"/suggestion_voting",schemaPath:"#/$defs/common/properties/suggestion_voting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.suggestion_autoaccept !== undefined){
let data45 = data.suggestion_autoaccept;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err104 = {instancePath:instancePath+"/suggestion_autoaccept",schemaPath:"#/$defs/common/properties/suggestion_autoaccept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.push_on_commit !== undefined){
if(typeof data.push_on_commit !== "boolean"){
const err105 = {instancePath:instancePath+"/push_on_commit",schemaPath:"#/$defs/common/properties/push_on_commit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.commit_pending_age !== undefined){
let data47 = data.commit_pending_age;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err106 = {instancePath:instancePath+"/commit_pending_age",schemaPath:"#/$defs/common/properties/commit_pending_age/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.auto_lock_error !== undefined){
if(typeof data.auto_lock_error !== "boolean"){
const err107 = {instancePath:instancePath+"/auto_lock_error",schemaPath:"#/$defs/common/properties/auto_lock_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.language_regex !== undefined){
if(typeof data.language_regex !== "string"){
const err108 = {instancePath:instancePath+"/language_regex",schemaPath:"#/$defs/common/properties/language_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.variant_regex !== undefined){
if(typeof data.variant_regex !== "string"){
const err109 = {instancePath:instancePath+"/variant_regex",schemaPath:"#/$defs/common/properties/variant_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.addons !== undefined){
let data51 = data.addons;
if(Array.isArray(data51)){
const len0 = data51.length;
for(let i0=0; i0<len0; i0++){
let data52 = data51[i0];
if(typeof data52 === "string"){
if(!(formats0.test(data52))){
const err110 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/addons",schemaPath:"#/$defs/common/properties/addons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.is_glossary !== undefined){
if(typeof data.is_glossary !== "boolean"){
const err113 = {instancePath:instancePath+"/is_glossary",schemaPath:"#/$defs/common/properties/is_glossary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.glossary_color !== undefined){
if(typeof data.glossary_color !== "string"){
const err114 = {instancePath:instancePath+"/glossary_color",schemaPath:"#/$defs/common/properties/glossary_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/$defs/common/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_language === undefined){
const err116 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_language"},message:"must have required property '"+"source_language"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data.project === undefined){
const err117 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data.links_url === undefined){
const err118 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links_url"},message:"must have required property '"+"links_url"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data.enforced_checks === undefined){
const err119 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enforced_checks"},message:"must have required property '"+"enforced_checks"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data.pull_message === undefined){
const err120 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pull_message"},message:"must have required property '"+"pull_message"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data.manage_units === undefined){
const err121 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "manage_units"},message:"must have required property '"+"manage_units"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data.is_glossary === undefined){
const err122 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_glossary"},message:"must have required property '"+"is_glossary"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data.glossary_color === undefined){
const err123 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "glossary_color"},message:"must have required property '"+"glossary_color"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data.source_language !== undefined){
if(!(validate28(data.source_language, {instancePath:instancePath+"/source_language",parentData:data,parentDataProperty:"source_language",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.project !== undefined){
let data56 = data.project;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.name === undefined){
const err124 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data56.slug === undefined){
const err125 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data56.id === undefined){
const err126 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data56.web === undefined){
const err127 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "web"},message:"must have required property '"+"web"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data56.web_url === undefined){
const err128 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data56.url === undefined){
const err129 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data56.components_list_url === undefined){
const err130 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "components_list_url"},message:"must have required property '"+"components_list_url"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data56.repository_url === undefined){
const err131 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data56.statistics_url === undefined){
const err132 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data56.changes_list_url === undefined){
const err133 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data56.languages_url === undefined){
const err134 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "languages_url"},message:"must have required property '"+"languages_url"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data56.translation_review === undefined){
const err135 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "translation_review"},message:"must have required property '"+"translation_review"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data56.source_review === undefined){
const err136 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "source_review"},message:"must have required property '"+"source_review"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data56.set_language_team === undefined){
const err137 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "set_language_team"},message:"must have required property '"+"set_language_team"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data56.instructions === undefined){
const err138 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data56.enable_hooks === undefined){
const err139 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "enable_hooks"},message:"must have required property '"+"enable_hooks"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data56.language_aliases === undefined){
const err140 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "language_aliases"},message:"must have required property '"+"language_aliases"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data56.name !== undefined){
if(typeof data56.name !== "string"){
const err141 = {instancePath:instancePath+"/project/name",schemaPath:"project.schema.json#/$defs/listShape/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data56.slug !== undefined){
if(typeof data56.slug !== "string"){
const err142 = {instancePath:instancePath+"/project/slug",schemaPath:"project.schema.json#/$defs/listShape/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data56.id !== undefined){
let data59 = data56.id;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err143 = {instancePath:instancePath+"/project/id",schemaPath:"project.schema.json#/$defs/listShape/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data56.web !== undefined){
if(typeof data56.web !== "string"){
const err144 = {instancePath:instancePath+"/project/web",schemaPath:"project.schema.json#/$defs/listShape/properties/web/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data56.web_url !== undefined){
let data61 = data56.web_url;
if(typeof data61 === "string"){
if(!(formats0.test(data61))){
const err145 = {instancePath:instancePath+"/project/web_url",schemaPath:"project.schema.json#/$defs/listShape/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/project/web_url",schemaPath:"project.schema.json#/$defs/listShape/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data56.url !== undefined){
let data62 = data56.url;
if(typeof data62 === "string"){
if(!(formats0.test(data62))){
const err147 = {instancePath:instancePath+"/project/url",schemaPath:"project.schema.json#/$defs/listShape/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/project/url",schemaPath:"project.schema.json#/$defs/listShape/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data56.components_list_url !== undefined){
let data63 = data56.components_list_url;
if(typeof data63 === "string"){
if(!(formats0.test(data63))){
const err149 = {instancePath:instancePath+"/project/components_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/components_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/project/components_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/components_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data56.repository_url !== undefined){
let data64 = data56.repository_url;
if(typeof data64 === "string"){
if(!(formats0.test(data64))){
const err151 = {instancePath:instancePath+"/project/repository_url",schemaPath:"project.schema.json#/$defs/listShape/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
else {
const err152 = {instancePath:instancePath+"/project/repository_url",schemaPath:"project.schema.json#/$defs/listShape/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data56.statistics_url !== undefined){
let data65 = data56.statistics_url;
if(typeof data65 === "string"){
if(!(formats0.test(data65))){
const err153 = {instancePath:instancePath+"/project/statistics_url",schemaPath:"project.schema.json#/$defs/listShape/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/project/statistics_url",schemaPath:"project.schema.json#/$defs/listShape/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data56.changes_list_url !== undefined){
let data66 = data56.changes_list_url;
if(typeof data66 === "string"){
if(!(formats0.test(data66))){
const err155 = {instancePath:instancePath+"/project/changes_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/project/changes_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data56.languages_url !== undefined){
let data67 = data56.languages_url;
if(typeof data67 === "string"){
if(!(formats0.test(data67))){
const err157 = {instancePath:instancePath+"/project/languages_url",schemaPath:"project.schema.json#/$defs/listShape/properties/languages_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/project/languages_url",schemaPath:"project.schema.json#/$defs/listShape/properties/languages_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data56.translation_review !== undefined){
if(typeof data56.translation_review !== "boolean"){
const err159 = {instancePath:instancePath+"/project/translation_review",schemaPath:"project.schema.json#/$defs/listShape/properties/translation_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data56.source_review !== undefined){
if(typeof data56.source_review !== "boolean"){
const err160 = {instancePath:instancePath+"/project/source_review",schemaPath:"project.schema.json#/$defs/listShape/properties/source_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data56.set_language_team !== undefined){
if(typeof data56.set_language_team !== "boolean"){
const err161 = {instancePath:instancePath+"/project/set_language_team",schemaPath:"project.schema.json#/$defs/listShape/properties/set_language_team/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data56.instructions !== undefined){
if(typeof data56.instructions !== "string"){
const err162 = {instancePath:instancePath+"/project/instructions",schemaPath:"project.schema.json#/$defs/listShape/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data56.mail !== undefined){
if(typeof data56.mail !== "string"){
const err163 = {instancePath:instancePath+"/project/mail",schemaPath:"project.schema.json#/$defs/listShape/properties/mail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data56.enable_hooks !== undefined){
if(typeof data56.enable_hooks !== "boolean"){
const err164 = {instancePath:instancePath+"/project/enable_hooks",schemaPath:"project.schema.json#/$defs/listShape/properties/enable_hooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data56.language_aliases !== undefined){
if(typeof data56.language_aliases !== "string"){
const err165 = {instancePath:instancePath+"/project/language_aliases",schemaPath:"project.schema.json#/$defs/listShape/properties/language_aliases/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data.enforced_checks !== undefined){
let data75 = data.enforced_checks;
if(Array.isArray(data75)){
const len1 = data75.length;
for(let i1=0; i1<len1; i1++){
if(typeof data75[i1] !== "string"){
const err167 = {instancePath:instancePath+"/enforced_checks/" + i1,schemaPath:"#/properties/enforced_checks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/enforced_checks",schemaPath:"#/properties/enforced_checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"source_language":true,"project":true,"enforced_checks":true,"name":true,"slug":true,"id":true,"vcs":true,"repo":true,"git_export":true,"branch":true,"push_branch":true,"filemask":true,"template":true,"edit_template":true,"intermediate":true,"new_base":true,"file_format":true,"license":true,"license_url":true,"agreement":true,"web_url":true,"url":true,"repository_url":true,"translations_url":true,"statistics_url":true,"lock_url":true,"links_url":true,"changes_list_url":true,"task_url":true,"new_lang":true,"language_code_style":true,"push":true,"check_flags":true,"priority":true,"restricted":true,"repoweb":true,"report_source_bugs":true,"merge_style":true,"commit_message":true,"add_message":true,"delete_message":true,"merge_message":true,"addon_message":true,"pull_message":true,"allow_translation_propagation":true,"manage_units":true,"enable_suggestions":true,"suggestion_voting":true,"suggestion_autoaccept":true,"push_on_commit":true,"commit_pending_age":true,"auto_lock_error":true,"language_regex":true,"variant_regex":true,"addons":true,"is_glossary":true,"glossary_color":true},"dynamicProps":false,"dynamicItems":false};

const schema44 = {"title":"ComponentOlderShape","description":"§2.3: the older-shaped instance record: without links_url, pull_message, manage_units, is_glossary, glossary_color; enforced_checks as JSON text; project with mail.","type":"object","allOf":[{"$ref":"#/$defs/common"}],"properties":{"source_language":{"$ref":"language.schema.json#/$defs/olderShape","description":"§2.4: the source language of the component."},"project":{"$ref":"project.schema.json#/$defs/olderShape","description":"§2.5: the project of the component."},"enforced_checks":{"type":"string","description":"§2.3: in the older-shaped instance record, a string holding a JSON array of check names."}},"required":["source_language","project","enforced_checks"]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.plural === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plural"},message:"must have required property '"+"plural"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.aliases === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aliases"},message:"must have required property '"+"aliases"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.direction === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.web_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.statistics_url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.plural !== undefined){
let data2 = data.plural;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err10 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.source === undefined){
const err11 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.number === undefined){
const err12 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.formula === undefined){
const err13 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "formula"},message:"must have required property '"+"formula"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.type === undefined){
const err14 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2.id !== undefined){
let data3 = data2.id;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/plural/id",schemaPath:"#/$defs/plural/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.source !== undefined){
let data4 = data2.source;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/plural/source",schemaPath:"#/$defs/plural/properties/source/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.number !== undefined){
let data5 = data2.number;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/plural/number",schemaPath:"#/$defs/plural/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.formula !== undefined){
if(typeof data2.formula !== "string"){
const err18 = {instancePath:instancePath+"/plural/formula",schemaPath:"#/$defs/plural/properties/formula/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.type !== undefined){
let data7 = data2.type;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/plural/type",schemaPath:"#/$defs/plural/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/plural",schemaPath:"#/$defs/plural/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.aliases !== undefined){
let data8 = data.aliases;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err21 = {instancePath:instancePath+"/aliases/" + i0,schemaPath:"#/properties/aliases/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/aliases",schemaPath:"#/properties/aliases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.direction !== undefined){
if(typeof data.direction !== "string"){
const err23 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.population !== undefined){
let data11 = data.population;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/population",schemaPath:"#/properties/population/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.web_url !== undefined){
let data12 = data.web_url;
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err25 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.url !== undefined){
let data13 = data.url;
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
const err27 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data14 = data.statistics_url;
if(typeof data14 === "string"){
if(!(formats0.test(data14))){
const err29 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"code":true,"name":true,"plural":true,"aliases":true,"direction":true,"population":true,"web_url":true,"url":true,"statistics_url":true},"dynamicProps":false,"dynamicItems":false};

const schema41 = {"title":"ProjectOlderShape","description":"§2.5: as in the older-shaped instance record, with mail.","type":"object","allOf":[{"$ref":"#/$defs/listShape"}],"required":["mail"]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.web === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "web"},message:"must have required property '"+"web"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.web_url === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.url === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.components_list_url === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "components_list_url"},message:"must have required property '"+"components_list_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.repository_url === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.statistics_url === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.changes_list_url === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.languages_url === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "languages_url"},message:"must have required property '"+"languages_url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.translation_review === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "translation_review"},message:"must have required property '"+"translation_review"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.source_review === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "source_review"},message:"must have required property '"+"source_review"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.set_language_team === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "set_language_team"},message:"must have required property '"+"set_language_team"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.instructions === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.enable_hooks === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "enable_hooks"},message:"must have required property '"+"enable_hooks"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.language_aliases === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/listShape/required",keyword:"required",params:{missingProperty: "language_aliases"},message:"must have required property '"+"language_aliases"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/listShape/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err18 = {instancePath:instancePath+"/slug",schemaPath:"#/$defs/listShape/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err19 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/listShape/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.web !== undefined){
if(typeof data.web !== "string"){
const err20 = {instancePath:instancePath+"/web",schemaPath:"#/$defs/listShape/properties/web/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.web_url !== undefined){
let data4 = data.web_url;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err21 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/listShape/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/listShape/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.url !== undefined){
let data5 = data.url;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err23 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/listShape/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/listShape/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.components_list_url !== undefined){
let data6 = data.components_list_url;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err25 = {instancePath:instancePath+"/components_list_url",schemaPath:"#/$defs/listShape/properties/components_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/components_list_url",schemaPath:"#/$defs/listShape/properties/components_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.repository_url !== undefined){
let data7 = data.repository_url;
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err27 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/listShape/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/listShape/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data8 = data.statistics_url;
if(typeof data8 === "string"){
if(!(formats0.test(data8))){
const err29 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/listShape/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/listShape/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.changes_list_url !== undefined){
let data9 = data.changes_list_url;
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err31 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/listShape/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/listShape/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.languages_url !== undefined){
let data10 = data.languages_url;
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
const err33 = {instancePath:instancePath+"/languages_url",schemaPath:"#/$defs/listShape/properties/languages_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/languages_url",schemaPath:"#/$defs/listShape/properties/languages_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.translation_review !== undefined){
if(typeof data.translation_review !== "boolean"){
const err35 = {instancePath:instancePath+"/translation_review",schemaPath:"#/$defs/listShape/properties/translation_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.source_review !== undefined){
if(typeof data.source_review !== "boolean"){
const err36 = {instancePath:instancePath+"/source_review",schemaPath:"#/$defs/listShape/properties/source_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.set_language_team !== undefined){
if(typeof data.set_language_team !== "boolean"){
const err37 = {instancePath:instancePath+"/set_language_team",schemaPath:"#/$defs/listShape/properties/set_language_team/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.instructions !== undefined){
if(typeof data.instructions !== "string"){
const err38 = {instancePath:instancePath+"/instructions",schemaPath:"#/$defs/listShape/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.mail !== undefined){
if(typeof data.mail !== "string"){
const err39 = {instancePath:instancePath+"/mail",schemaPath:"#/$defs/listShape/properties/mail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.enable_hooks !== undefined){
if(typeof data.enable_hooks !== "boolean"){
const err40 = {instancePath:instancePath+"/enable_hooks",schemaPath:"#/$defs/listShape/properties/enable_hooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.language_aliases !== undefined){
if(typeof data.language_aliases !== "string"){
const err41 = {instancePath:instancePath+"/language_aliases",schemaPath:"#/$defs/listShape/properties/language_aliases/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/$defs/listShape/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mail === undefined){
const err43 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mail"},message:"must have required property '"+"mail"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"name":true,"slug":true,"id":true,"web":true,"web_url":true,"url":true,"components_list_url":true,"repository_url":true,"statistics_url":true,"changes_list_url":true,"languages_url":true,"translation_review":true,"source_review":true,"set_language_team":true,"instructions":true,"mail":true,"enable_hooks":true,"language_aliases":true},"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.vcs === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "vcs"},message:"must have required property '"+"vcs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repo === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.git_export === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "git_export"},message:"must have required property '"+"git_export"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.branch === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.push_branch === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_branch"},message:"must have required property '"+"push_branch"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.filemask === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "filemask"},message:"must have required property '"+"filemask"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.template === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.edit_template === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "edit_template"},message:"must have required property '"+"edit_template"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.intermediate === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "intermediate"},message:"must have required property '"+"intermediate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.new_base === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_base"},message:"must have required property '"+"new_base"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.file_format === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "file_format"},message:"must have required property '"+"file_format"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.license === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license"},message:"must have required property '"+"license"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.license_url === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license_url"},message:"must have required property '"+"license_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.agreement === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "agreement"},message:"must have required property '"+"agreement"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.web_url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.repository_url === undefined){
const err19 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.translations_url === undefined){
const err20 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "translations_url"},message:"must have required property '"+"translations_url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.statistics_url === undefined){
const err21 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.lock_url === undefined){
const err22 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "lock_url"},message:"must have required property '"+"lock_url"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.changes_list_url === undefined){
const err23 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.task_url === undefined){
const err24 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "task_url"},message:"must have required property '"+"task_url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.new_lang === undefined){
const err25 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_lang"},message:"must have required property '"+"new_lang"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.language_code_style === undefined){
const err26 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_code_style"},message:"must have required property '"+"language_code_style"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.push === undefined){
const err27 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.check_flags === undefined){
const err28 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "check_flags"},message:"must have required property '"+"check_flags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.priority === undefined){
const err29 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.restricted === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "restricted"},message:"must have required property '"+"restricted"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.repoweb === undefined){
const err31 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repoweb"},message:"must have required property '"+"repoweb"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.report_source_bugs === undefined){
const err32 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "report_source_bugs"},message:"must have required property '"+"report_source_bugs"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.merge_style === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_style"},message:"must have required property '"+"merge_style"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.commit_message === undefined){
const err34 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_message"},message:"must have required property '"+"commit_message"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.add_message === undefined){
const err35 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "add_message"},message:"must have required property '"+"add_message"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.delete_message === undefined){
const err36 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "delete_message"},message:"must have required property '"+"delete_message"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.merge_message === undefined){
const err37 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_message"},message:"must have required property '"+"merge_message"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.addon_message === undefined){
const err38 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addon_message"},message:"must have required property '"+"addon_message"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.allow_translation_propagation === undefined){
const err39 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "allow_translation_propagation"},message:"must have required property '"+"allow_translation_propagation"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.enable_suggestions === undefined){
const err40 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "enable_suggestions"},message:"must have required property '"+"enable_suggestions"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.suggestion_voting === undefined){
const err41 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_voting"},message:"must have required property '"+"suggestion_voting"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.suggestion_autoaccept === undefined){
const err42 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_autoaccept"},message:"must have required property '"+"suggestion_autoaccept"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.push_on_commit === undefined){
const err43 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_on_commit"},message:"must have required property '"+"push_on_commit"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.commit_pending_age === undefined){
const err44 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_pending_age"},message:"must have required property '"+"commit_pending_age"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.auto_lock_error === undefined){
const err45 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "auto_lock_error"},message:"must have required property '"+"auto_lock_error"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.language_regex === undefined){
const err46 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_regex"},message:"must have required property '"+"language_regex"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.variant_regex === undefined){
const err47 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "variant_regex"},message:"must have required property '"+"variant_regex"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.addons === undefined){
const err48 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addons"},message:"must have required property '"+"addons"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err49 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/common/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err50 = {instancePath:instancePath+"/slug",schemaPath:"#/$defs/common/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err51 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/common/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.vcs !== undefined){
if(typeof data.vcs !== "string"){
const err52 = {instancePath:instancePath+"/vcs",schemaPath:"#/$defs/common/properties/vcs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.repo !== undefined){
if(typeof data.repo !== "string"){
const err53 = {instancePath:instancePath+"/repo",schemaPath:"#/$defs/common/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.git_export !== undefined){
let data5 = data.git_export;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err54 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.branch !== undefined){
if(typeof data.branch !== "string"){
const err56 = {instancePath:instancePath+"/branch",schemaPath:"#/$defs/common/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.push_branch !== undefined){
if(typeof data.push_branch !== "string"){
const err57 = {instancePath:instancePath+"/push_branch",schemaPath:"#/$defs/common/properties/push_branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.filemask !== undefined){
if(typeof data.filemask !== "string"){
const err58 = {instancePath:instancePath+"/filemask",schemaPath:"#/$defs/common/properties/filemask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.template !== undefined){
if(typeof data.template !== "string"){
const err59 = {instancePath:instancePath+"/template",schemaPath:"#/$defs/common/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.edit_template !== undefined){
if(typeof data.edit_template !== "boolean"){
const err60 = {instancePath:instancePath+"/edit_template",schemaPath:"#/$defs/common/properties/edit_template/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.intermediate !== undefined){
if(typeof data.intermediate !== "string"){
const err61 = {instancePath:instancePath+"/intermediate",schemaPath:"#/$defs/common/properties/intermediate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.new_base !== undefined){
if(typeof data.new_base !== "string"){
const err62 = {instancePath:instancePath+"/new_base",schemaPath:"#/$defs/common/properties/new_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.file_format !== undefined){
if(typeof data.file_format !== "string"){
const err63 = {instancePath:instancePath+"/file_format",schemaPath:"#/$defs/common/properties/file_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.license !== undefined){
if(typeof data.license !== "string"){
const err64 = {instancePath:instancePath+"/license",schemaPath:"#/$defs/common/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.license_url !== undefined){
if(typeof data.license_url !== "string"){
const err65 = {instancePath:instancePath+"/license_url",schemaPath:"#/$defs/common/properties/license_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.agreement !== undefined){
if(typeof data.agreement !== "string"){
const err66 = {instancePath:instancePath+"/agreement",schemaPath:"#/$defs/common/properties/agreement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.web_url !== undefined){
let data17 = data.web_url;
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err67 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.url !== undefined){
let data18 = data.url;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err69 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.repository_url !== undefined){
let data19 = data.repository_url;
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err71 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.translations_url !== undefined){
let data20 = data.translations_url;
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err73 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data21 = data.statistics_url;
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err75 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.lock_url !== undefined){
let data22 = data.lock_url;
if(typeof data22 === "string"){
if(!(formats0.test(data22))){
const err77 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.links_url !== undefined){
let data23 = data.links_url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err79 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.changes_list_url !== undefined){
let data24 = data.changes_list_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err81 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.task_url !== undefined){
let data25 = data.task_url;
if((typeof data25 !== "string") && (data25 !== null)){
const err83 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/type",keyword:"type",params:{type: schema33.properties.task_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err84 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data.new_lang !== undefined){
if(typeof data.new_lang !== "string"){
const err85 = {instancePath:instancePath+"/new_lang",schemaPath:"#/$defs/common/properties/new_lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.language_code_style !== undefined){
if(typeof data.language_code_style !== "string"){
const err86 = {instancePath:instancePath+"/language_code_style",schemaPath:"#/$defs/common/properties/language_code_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.push !== undefined){
if(typeof data.push !== "string"){
const err87 = {instancePath:instancePath+"/push",schemaPath:"#/$defs/common/properties/push/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.check_flags !== undefined){
if(typeof data.check_flags !== "string"){
const err88 = {instancePath:instancePath+"/check_flags",schemaPath:"#/$defs/common/properties/check_flags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.priority !== undefined){
let data30 = data.priority;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err89 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/common/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.restricted !== undefined){
if(typeof data.restricted !== "boolean"){
const err90 = {instancePath:instancePath+"/restricted",schemaPath:"#/$defs/common/properties/restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.repoweb !== undefined){
if(typeof data.repoweb !== "string"){
const err91 = {instancePath:instancePath+"/repoweb",schemaPath:"#/$defs/common/properties/repoweb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.report_source_bugs !== undefined){
if(typeof data.report_source_bugs !== "string"){
const err92 = {instancePath:instancePath+"/report_source_bugs",schemaPath:"#/$defs/common/properties/report_source_bugs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.merge_style !== undefined){
if(typeof data.merge_style !== "string"){
const err93 = {instancePath:instancePath+"/merge_style",schemaPath:"#/$defs/common/properties/merge_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.commit_message !== undefined){
if(typeof data.commit_message !== "string"){
const err94 = {instancePath:instancePath+"/commit_message",schemaPath:"#/$defs/common/properties/commit_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.add_message !== undefined){
if(typeof data.add_message !== "string"){
const err95 = {instancePath:instancePath+"/add_message",schemaPath:"#/$defs/common/properties/add_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.delete_message !== undefined){
if(typeof data.delete_message !== "string"){
const err96 = {instancePath:instancePath+"/delete_message",schemaPath:"#/$defs/common/properties/delete_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.merge_message !== undefined){
if(typeof data.merge_message !== "string"){
const err97 = {instancePath:instancePath+"/merge_message",schemaPath:"#/$defs/common/properties/merge_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.addon_message !== undefined){
if(typeof data.addon_message !== "string"){
const err98 = {instancePath:instancePath+"/addon_message",schemaPath:"#/$defs/common/properties/addon_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.pull_message !== undefined){
if(typeof data.pull_message !== "string"){
const err99 = {instancePath:instancePath+"/pull_message",schemaPath:"#/$defs/common/properties/pull_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.allow_translation_propagation !== undefined){
if(typeof data.allow_translation_propagation !== "boolean"){
const err100 = {instancePath:instancePath+"/allow_translation_propagation",schemaPath:"#/$defs/common/properties/allow_translation_propagation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.manage_units !== undefined){
if(typeof data.manage_units !== "boolean"){
const err101 = {instancePath:instancePath+"/manage_units",schemaPath:"#/$defs/common/properties/manage_units/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.enable_suggestions !== undefined){
if(typeof data.enable_suggestions !== "boolean"){
const err102 = {instancePath:instancePath+"/enable_suggestions",schemaPath:"#/$defs/common/properties/enable_suggestions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.suggestion_voting !== undefined){
if(typeof data.suggestion_voting !== "boolean"){
const err103 = {instancePath:instancePath+"/suggestion_voting",schemaPath:"#/$defs/common/properties/suggestion_voting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.suggestion_autoaccept !== undefined){
let data45 = data.suggestion_autoaccept;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err104 = {instancePath:instancePath+"/suggestion_autoaccept",schemaPath:"#/$defs/common/properties/suggestion_autoaccept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.push_on_commit !== undefined){
if(typeof data.push_on_commit !== "boolean"){
const err105 = {instancePath:instancePath+"/push_on_commit",schemaPath:"#/$defs/common/properties/push_on_commit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.commit_pending_age !== undefined){
let data47 = data.commit_pending_age;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err106 = {instancePath:instancePath+"/commit_pending_age",schemaPath:"#/$defs/common/properties/commit_pending_age/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.auto_lock_error !== undefined){
if(typeof data.auto_lock_error !== "boolean"){
const err107 = {instancePath:instancePath+"/auto_lock_error",schemaPath:"#/$defs/common/properties/auto_lock_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.language_regex !== undefined){
if(typeof data.language_regex !== "string"){
const err108 = {instancePath:instancePath+"/language_regex",schemaPath:"#/$defs/common/properties/language_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.variant_regex !== undefined){
if(typeof data.variant_regex !== "string"){
const err109 = {instancePath:instancePath+"/variant_regex",schemaPath:"#/$defs/common/properties/variant_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.addons !== undefined){
let data51 = data.addons;
if(Array.isArray(data51)){
const len0 = data51.length;
for(let i0=0; i0<len0; i0++){
let data52 = data51[i0];
if(typeof data52 === "string"){
if(!(formats0.test(data52))){
const err110 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/addons",schemaPath:"#/$defs/common/properties/addons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.is_glossary !== undefined){
if(typeof data.is_glossary !== "boolean"){
const err113 = {instancePath:instancePath+"/is_glossary",schemaPath:"#/$defs/common/properties/is_glossary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.glossary_color !== undefined){
if(typeof data.glossary_color !== "string"){
const err114 = {instancePath:instancePath+"/glossary_color",schemaPath:"#/$defs/common/properties/glossary_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/$defs/common/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_language === undefined){
const err116 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_language"},message:"must have required property '"+"source_language"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data.project === undefined){
const err117 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data.enforced_checks === undefined){
const err118 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enforced_checks"},message:"must have required property '"+"enforced_checks"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data.source_language !== undefined){
if(!(validate36(data.source_language, {instancePath:instancePath+"/source_language",parentData:data,parentDataProperty:"source_language",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.project !== undefined){
if(!(validate38(data.project, {instancePath:instancePath+"/project",parentData:data,parentDataProperty:"project",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.enforced_checks !== undefined){
if(typeof data.enforced_checks !== "string"){
const err119 = {instancePath:instancePath+"/enforced_checks",schemaPath:"#/properties/enforced_checks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"source_language":true,"project":true,"enforced_checks":true,"name":true,"slug":true,"id":true,"vcs":true,"repo":true,"git_export":true,"branch":true,"push_branch":true,"filemask":true,"template":true,"edit_template":true,"intermediate":true,"new_base":true,"file_format":true,"license":true,"license_url":true,"agreement":true,"web_url":true,"url":true,"repository_url":true,"translations_url":true,"statistics_url":true,"lock_url":true,"links_url":true,"changes_list_url":true,"task_url":true,"new_lang":true,"language_code_style":true,"push":true,"check_flags":true,"priority":true,"restricted":true,"repoweb":true,"report_source_bugs":true,"merge_style":true,"commit_message":true,"add_message":true,"delete_message":true,"merge_message":true,"addon_message":true,"pull_message":true,"allow_translation_propagation":true,"manage_units":true,"enable_suggestions":true,"suggestion_voting":true,"suggestion_autoaccept":true,"push_on_commit":true,"commit_pending_age":true,"auto_lock_error":true,"language_regex":true,"variant_regex":true,"addons":true,"is_glossary":true,"glossary_color":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/component.schema.json" */;
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
props0.source_language = true;
props0.project = true;
props0.enforced_checks = true;
props0.name = true;
props0.slug = true;
props0.id = true;
props0.vcs = true;
props0.repo = true;
props0.git_export = true;
props0.branch = true;
props0.push_branch = true;
props0.filemask = true;
props0.template = true;
props0.edit_template = true;
props0.intermediate = true;
props0.new_base = true;
props0.file_format = true;
props0.license = true;
props0.license_url = true;
props0.agreement = true;
props0.web_url = true;
props0.url = true;
props0.repository_url = true;
props0.translations_url = true;
props0.statistics_url = true;
props0.lock_url = true;
props0.links_url = true;
props0.changes_list_url = true;
props0.task_url = true;
props0.new_lang = true;
props0.language_code_style = true;
props0.push = true;
props0.check_flags = true;
props0.priority = true;
props0.restricted = true;
props0.repoweb = true;
props0.report_source_bugs = true;
props0.merge_style = true;
props0.commit_message = true;
props0.add_message = true;
props0.delete_message = true;
props0.merge_message = true;
props0.addon_message = true;
props0.pull_message = true;
props0.allow_translation_propagation = true;
props0.manage_units = true;
props0.enable_suggestions = true;
props0.suggestion_voting = true;
props0.suggestion_autoaccept = true;
props0.push_on_commit = true;
props0.commit_pending_age = true;
props0.auto_lock_error = true;
props0.language_regex = true;
props0.variant_regex = true;
props0.addons = true;
props0.is_glossary = true;
props0.glossary_color = true;
}
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.source_language = true;
props0.project = true;
props0.enforced_checks = true;
props0.name = true;
props0.slug = true;
props0.id = true;
props0.vcs = true;
props0.repo = true;
props0.git_export = true;
props0.branch = true;
props0.push_branch = true;
props0.filemask = true;
props0.template = true;
props0.edit_template = true;
props0.intermediate = true;
props0.new_base = true;
props0.file_format = true;
props0.license = true;
props0.license_url = true;
props0.agreement = true;
props0.web_url = true;
props0.url = true;
props0.repository_url = true;
props0.translations_url = true;
props0.statistics_url = true;
props0.lock_url = true;
props0.links_url = true;
props0.changes_list_url = true;
props0.task_url = true;
props0.new_lang = true;
props0.language_code_style = true;
props0.push = true;
props0.check_flags = true;
props0.priority = true;
props0.restricted = true;
props0.repoweb = true;
props0.report_source_bugs = true;
props0.merge_style = true;
props0.commit_message = true;
props0.add_message = true;
props0.delete_message = true;
props0.merge_message = true;
props0.addon_message = true;
props0.pull_message = true;
props0.allow_translation_propagation = true;
props0.manage_units = true;
props0.enable_suggestions = true;
props0.suggestion_voting = true;
props0.suggestion_autoaccept = true;
props0.push_on_commit = true;
props0.commit_pending_age = true;
props0.auto_lock_error = true;
props0.language_regex = true;
props0.variant_regex = true;
props0.addons = true;
props0.is_glossary = true;
props0.glossary_color = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
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

exports.common = validate41;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.vcs === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vcs"},message:"must have required property '"+"vcs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repo === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.git_export === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "git_export"},message:"must have required property '"+"git_export"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.branch === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.push_branch === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "push_branch"},message:"must have required property '"+"push_branch"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.filemask === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filemask"},message:"must have required property '"+"filemask"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.template === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.edit_template === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "edit_template"},message:"must have required property '"+"edit_template"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.intermediate === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intermediate"},message:"must have required property '"+"intermediate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.new_base === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "new_base"},message:"must have required property '"+"new_base"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.file_format === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file_format"},message:"must have required property '"+"file_format"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.license === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "license"},message:"must have required property '"+"license"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.license_url === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "license_url"},message:"must have required property '"+"license_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.agreement === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agreement"},message:"must have required property '"+"agreement"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.web_url === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.url === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.repository_url === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.translations_url === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translations_url"},message:"must have required property '"+"translations_url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.statistics_url === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.lock_url === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lock_url"},message:"must have required property '"+"lock_url"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.changes_list_url === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.task_url === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task_url"},message:"must have required property '"+"task_url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.new_lang === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "new_lang"},message:"must have required property '"+"new_lang"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.language_code_style === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language_code_style"},message:"must have required property '"+"language_code_style"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.push === undefined){
const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.check_flags === undefined){
const err28 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_flags"},message:"must have required property '"+"check_flags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.priority === undefined){
const err29 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.restricted === undefined){
const err30 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "restricted"},message:"must have required property '"+"restricted"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.repoweb === undefined){
const err31 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repoweb"},message:"must have required property '"+"repoweb"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.report_source_bugs === undefined){
const err32 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "report_source_bugs"},message:"must have required property '"+"report_source_bugs"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.merge_style === undefined){
const err33 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merge_style"},message:"must have required property '"+"merge_style"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.commit_message === undefined){
const err34 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commit_message"},message:"must have required property '"+"commit_message"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.add_message === undefined){
const err35 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "add_message"},message:"must have required property '"+"add_message"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.delete_message === undefined){
const err36 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delete_message"},message:"must have required property '"+"delete_message"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.merge_message === undefined){
const err37 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merge_message"},message:"must have required property '"+"merge_message"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.addon_message === undefined){
const err38 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addon_message"},message:"must have required property '"+"addon_message"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.allow_translation_propagation === undefined){
const err39 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allow_translation_propagation"},message:"must have required property '"+"allow_translation_propagation"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.enable_suggestions === undefined){
const err40 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enable_suggestions"},message:"must have required property '"+"enable_suggestions"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.suggestion_voting === undefined){
const err41 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggestion_voting"},message:"must have required property '"+"suggestion_voting"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.suggestion_autoaccept === undefined){
const err42 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggestion_autoaccept"},message:"must have required property '"+"suggestion_autoaccept"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.push_on_commit === undefined){
const err43 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "push_on_commit"},message:"must have required property '"+"push_on_commit"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.commit_pending_age === undefined){
const err44 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commit_pending_age"},message:"must have required property '"+"commit_pending_age"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.auto_lock_error === undefined){
const err45 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auto_lock_error"},message:"must have required property '"+"auto_lock_error"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.language_regex === undefined){
const err46 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language_regex"},message:"must have required property '"+"language_regex"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.variant_regex === undefined){
const err47 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variant_regex"},message:"must have required property '"+"variant_regex"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.addons === undefined){
const err48 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addons"},message:"must have required property '"+"addons"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err49 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err50 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err51 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.vcs !== undefined){
if(typeof data.vcs !== "string"){
const err52 = {instancePath:instancePath+"/vcs",schemaPath:"#/properties/vcs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.repo !== undefined){
if(typeof data.repo !== "string"){
const err53 = {instancePath:instancePath+"/repo",schemaPath:"#/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.git_export !== undefined){
let data5 = data.git_export;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err54 = {instancePath:instancePath+"/git_export",schemaPath:"#/properties/git_export/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/git_export",schemaPath:"#/properties/git_export/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.branch !== undefined){
if(typeof data.branch !== "string"){
const err56 = {instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.push_branch !== undefined){
if(typeof data.push_branch !== "string"){
const err57 = {instancePath:instancePath+"/push_branch",schemaPath:"#/properties/push_branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.filemask !== undefined){
if(typeof data.filemask !== "string"){
const err58 = {instancePath:instancePath+"/filemask",schemaPath:"#/properties/filemask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.template !== undefined){
if(typeof data.template !== "string"){
const err59 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.edit_template !== undefined){
if(typeof data.edit_template !== "boolean"){
const err60 = {instancePath:instancePath+"/edit_template",schemaPath:"#/properties/edit_template/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.intermediate !== undefined){
if(typeof data.intermediate !== "string"){
const err61 = {instancePath:instancePath+"/intermediate",schemaPath:"#/properties/intermediate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.new_base !== undefined){
if(typeof data.new_base !== "string"){
const err62 = {instancePath:instancePath+"/new_base",schemaPath:"#/properties/new_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.file_format !== undefined){
if(typeof data.file_format !== "string"){
const err63 = {instancePath:instancePath+"/file_format",schemaPath:"#/properties/file_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.license !== undefined){
if(typeof data.license !== "string"){
const err64 = {instancePath:instancePath+"/license",schemaPath:"#/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.license_url !== undefined){
if(typeof data.license_url !== "string"){
const err65 = {instancePath:instancePath+"/license_url",schemaPath:"#/properties/license_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.agreement !== undefined){
if(typeof data.agreement !== "string"){
const err66 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.web_url !== undefined){
let data17 = data.web_url;
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err67 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.url !== undefined){
let data18 = data.url;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err69 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.repository_url !== undefined){
let data19 = data.repository_url;
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err71 = {instancePath:instancePath+"/repository_url",schemaPath:"#/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/repository_url",schemaPath:"#/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.translations_url !== undefined){
let data20 = data.translations_url;
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err73 = {instancePath:instancePath+"/translations_url",schemaPath:"#/properties/translations_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/translations_url",schemaPath:"#/properties/translations_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data21 = data.statistics_url;
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err75 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.lock_url !== undefined){
let data22 = data.lock_url;
if(typeof data22 === "string"){
if(!(formats0.test(data22))){
const err77 = {instancePath:instancePath+"/lock_url",schemaPath:"#/properties/lock_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/lock_url",schemaPath:"#/properties/lock_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.links_url !== undefined){
let data23 = data.links_url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err79 = {instancePath:instancePath+"/links_url",schemaPath:"#/properties/links_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/links_url",schemaPath:"#/properties/links_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.changes_list_url !== undefined){
let data24 = data.changes_list_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err81 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.task_url !== undefined){
let data25 = data.task_url;
if((typeof data25 !== "string") && (data25 !== null)){
const err83 = {instancePath:instancePath+"/task_url",schemaPath:"#/properties/task_url/type",keyword:"type",params:{type: schema33.properties.task_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err84 = {instancePath:instancePath+"/task_url",schemaPath:"#/properties/task_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data.new_lang !== undefined){
if(typeof data.new_lang !== "string"){
const err85 = {instancePath:instancePath+"/new_lang",schemaPath:"#/properties/new_lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.language_code_style !== undefined){
if(typeof data.language_code_style !== "string"){
const err86 = {instancePath:instancePath+"/language_code_style",schemaPath:"#/properties/language_code_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.push !== undefined){
if(typeof data.push !== "string"){
const err87 = {instancePath:instancePath+"/push",schemaPath:"#/properties/push/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.check_flags !== undefined){
if(typeof data.check_flags !== "string"){
const err88 = {instancePath:instancePath+"/check_flags",schemaPath:"#/properties/check_flags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.priority !== undefined){
let data30 = data.priority;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err89 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.restricted !== undefined){
if(typeof data.restricted !== "boolean"){
const err90 = {instancePath:instancePath+"/restricted",schemaPath:"#/properties/restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.repoweb !== undefined){
if(typeof data.repoweb !== "string"){
const err91 = {instancePath:instancePath+"/repoweb",schemaPath:"#/properties/repoweb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.report_source_bugs !== undefined){
if(typeof data.report_source_bugs !== "string"){
const err92 = {instancePath:instancePath+"/report_source_bugs",schemaPath:"#/properties/report_source_bugs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.merge_style !== undefined){
if(typeof data.merge_style !== "string"){
const err93 = {instancePath:instancePath+"/merge_style",schemaPath:"#/properties/merge_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.commit_message !== undefined){
if(typeof data.commit_message !== "string"){
const err94 = {instancePath:instancePath+"/commit_message",schemaPath:"#/properties/commit_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.add_message !== undefined){
if(typeof data.add_message !== "string"){
const err95 = {instancePath:instancePath+"/add_message",schemaPath:"#/properties/add_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.delete_message !== undefined){
if(typeof data.delete_message !== "string"){
const err96 = {instancePath:instancePath+"/delete_message",schemaPath:"#/properties/delete_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.merge_message !== undefined){
if(typeof data.merge_message !== "string"){
const err97 = {instancePath:instancePath+"/merge_message",schemaPath:"#/properties/merge_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.addon_message !== undefined){
if(typeof data.addon_message !== "string"){
const err98 = {instancePath:instancePath+"/addon_message",schemaPath:"#/properties/addon_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.pull_message !== undefined){
if(typeof data.pull_message !== "string"){
const err99 = {instancePath:instancePath+"/pull_message",schemaPath:"#/properties/pull_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.allow_translation_propagation !== undefined){
if(typeof data.allow_translation_propagation !== "boolean"){
const err100 = {instancePath:instancePath+"/allow_translation_propagation",schemaPath:"#/properties/allow_translation_propagation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.manage_units !== undefined){
if(typeof data.manage_units !== "boolean"){
const err101 = {instancePath:instancePath+"/manage_units",schemaPath:"#/properties/manage_units/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.enable_suggestions !== undefined){
if(typeof data.enable_suggestions !== "boolean"){
const err102 = {instancePath:instancePath+"/enable_suggestions",schemaPath:"#/properties/enable_suggestions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.suggestion_voting !== undefined){
if(typeof data.suggestion_voting !== "boolean"){
const err103 = {instancePath:instancePath+"/suggestion_voting",schemaPath:"#/properties/suggestion_voting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.suggestion_autoaccept !== undefined){
let data45 = data.suggestion_autoaccept;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err104 = {instancePath:instancePath+"/suggestion_autoaccept",schemaPath:"#/properties/suggestion_autoaccept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.push_on_commit !== undefined){
if(typeof data.push_on_commit !== "boolean"){
const err105 = {instancePath:instancePath+"/push_on_commit",schemaPath:"#/properties/push_on_commit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.commit_pending_age !== undefined){
let data47 = data.commit_pending_age;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err106 = {instancePath:instancePath+"/commit_pending_age",schemaPath:"#/properties/commit_pending_age/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.auto_lock_error !== undefined){
if(typeof data.auto_lock_error !== "boolean"){
const err107 = {instancePath:instancePath+"/auto_lock_error",schemaPath:"#/properties/auto_lock_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.language_regex !== undefined){
if(typeof data.language_regex !== "string"){
const err108 = {instancePath:instancePath+"/language_regex",schemaPath:"#/properties/language_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.variant_regex !== undefined){
if(typeof data.variant_regex !== "string"){
const err109 = {instancePath:instancePath+"/variant_regex",schemaPath:"#/properties/variant_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.addons !== undefined){
let data51 = data.addons;
if(Array.isArray(data51)){
const len0 = data51.length;
for(let i0=0; i0<len0; i0++){
let data52 = data51[i0];
if(typeof data52 === "string"){
if(!(formats0.test(data52))){
const err110 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/properties/addons/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/properties/addons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/addons",schemaPath:"#/properties/addons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.is_glossary !== undefined){
if(typeof data.is_glossary !== "boolean"){
const err113 = {instancePath:instancePath+"/is_glossary",schemaPath:"#/properties/is_glossary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.glossary_color !== undefined){
if(typeof data.glossary_color !== "string"){
const err114 = {instancePath:instancePath+"/glossary_color",schemaPath:"#/properties/glossary_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"name":true,"slug":true,"id":true,"vcs":true,"repo":true,"git_export":true,"branch":true,"push_branch":true,"filemask":true,"template":true,"edit_template":true,"intermediate":true,"new_base":true,"file_format":true,"license":true,"license_url":true,"agreement":true,"web_url":true,"url":true,"repository_url":true,"translations_url":true,"statistics_url":true,"lock_url":true,"links_url":true,"changes_list_url":true,"task_url":true,"new_lang":true,"language_code_style":true,"push":true,"check_flags":true,"priority":true,"restricted":true,"repoweb":true,"report_source_bugs":true,"merge_style":true,"commit_message":true,"add_message":true,"delete_message":true,"merge_message":true,"addon_message":true,"pull_message":true,"allow_translation_propagation":true,"manage_units":true,"enable_suggestions":true,"suggestion_voting":true,"suggestion_autoaccept":true,"push_on_commit":true,"commit_pending_age":true,"auto_lock_error":true,"language_regex":true,"variant_regex":true,"addons":true,"is_glossary":true,"glossary_color":true},"dynamicProps":false,"dynamicItems":false};

exports.listShape = validate42;

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.vcs === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "vcs"},message:"must have required property '"+"vcs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repo === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.git_export === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "git_export"},message:"must have required property '"+"git_export"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.branch === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.push_branch === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_branch"},message:"must have required property '"+"push_branch"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.filemask === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "filemask"},message:"must have required property '"+"filemask"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.template === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.edit_template === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "edit_template"},message:"must have required property '"+"edit_template"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.intermediate === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "intermediate"},message:"must have required property '"+"intermediate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.new_base === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_base"},message:"must have required property '"+"new_base"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.file_format === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "file_format"},message:"must have required property '"+"file_format"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.license === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license"},message:"must have required property '"+"license"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.license_url === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license_url"},message:"must have required property '"+"license_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.agreement === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "agreement"},message:"must have required property '"+"agreement"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.web_url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.repository_url === undefined){
const err19 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.translations_url === undefined){
const err20 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "translations_url"},message:"must have required property '"+"translations_url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.statistics_url === undefined){
const err21 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.lock_url === undefined){
const err22 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "lock_url"},message:"must have required property '"+"lock_url"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.changes_list_url === undefined){
const err23 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.task_url === undefined){
const err24 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "task_url"},message:"must have required property '"+"task_url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.new_lang === undefined){
const err25 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_lang"},message:"must have required property '"+"new_lang"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.language_code_style === undefined){
const err26 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_code_style"},message:"must have required property '"+"language_code_style"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.push === undefined){
const err27 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.check_flags === undefined){
const err28 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "check_flags"},message:"must have required property '"+"check_flags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.priority === undefined){
const err29 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.restricted === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "restricted"},message:"must have required property '"+"restricted"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.repoweb === undefined){
const err31 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repoweb"},message:"must have required property '"+"repoweb"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.report_source_bugs === undefined){
const err32 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "report_source_bugs"},message:"must have required property '"+"report_source_bugs"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.merge_style === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_style"},message:"must have required property '"+"merge_style"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.commit_message === undefined){
const err34 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_message"},message:"must have required property '"+"commit_message"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.add_message === undefined){
const err35 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "add_message"},message:"must have required property '"+"add_message"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.delete_message === undefined){
const err36 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "delete_message"},message:"must have required property '"+"delete_message"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.merge_message === undefined){
const err37 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_message"},message:"must have required property '"+"merge_message"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.addon_message === undefined){
const err38 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addon_message"},message:"must have required property '"+"addon_message"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.allow_translation_propagation === undefined){
const err39 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "allow_translation_propagation"},message:"must have required property '"+"allow_translation_propagation"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.enable_suggestions === undefined){
const err40 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "enable_suggestions"},message:"must have required property '"+"enable_suggestions"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.suggestion_voting === undefined){
const err41 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_voting"},message:"must have required property '"+"suggestion_voting"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.suggestion_autoaccept === undefined){
const err42 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_autoaccept"},message:"must have required property '"+"suggestion_autoaccept"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.push_on_commit === undefined){
const err43 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_on_commit"},message:"must have required property '"+"push_on_commit"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.commit_pending_age === undefined){
const err44 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_pending_age"},message:"must have required property '"+"commit_pending_age"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.auto_lock_error === undefined){
const err45 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "auto_lock_error"},message:"must have required property '"+"auto_lock_error"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.language_regex === undefined){
const err46 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_regex"},message:"must have required property '"+"language_regex"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.variant_regex === undefined){
const err47 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "variant_regex"},message:"must have required property '"+"variant_regex"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.addons === undefined){
const err48 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addons"},message:"must have required property '"+"addons"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err49 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/common/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err50 = {instancePath:instancePath+"/slug",schemaPath:"#/$defs/common/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err51 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/common/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.vcs !== undefined){
if(typeof data.vcs !== "string"){
const err52 = {instancePath:instancePath+"/vcs",schemaPath:"#/$defs/common/properties/vcs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.repo !== undefined){
if(typeof data.repo !== "string"){
const err53 = {instancePath:instancePath+"/repo",schemaPath:"#/$defs/common/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.git_export !== undefined){
let data5 = data.git_export;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err54 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.branch !== undefined){
if(typeof data.branch !== "string"){
const err56 = {instancePath:instancePath+"/branch",schemaPath:"#/$defs/common/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.push_branch !== undefined){
if(typeof data.push_branch !== "string"){
const err57 = {instancePath:instancePath+"/push_branch",schemaPath:"#/$defs/common/properties/push_branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.filemask !== undefined){
if(typeof data.filemask !== "string"){
const err58 = {instancePath:instancePath+"/filemask",schemaPath:"#/$defs/common/properties/filemask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.template !== undefined){
if(typeof data.template !== "string"){
const err59 = {instancePath:instancePath+"/template",schemaPath:"#/$defs/common/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.edit_template !== undefined){
if(typeof data.edit_template !== "boolean"){
const err60 = {instancePath:instancePath+"/edit_template",schemaPath:"#/$defs/common/properties/edit_template/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.intermediate !== undefined){
if(typeof data.intermediate !== "string"){
const err61 = {instancePath:instancePath+"/intermediate",schemaPath:"#/$defs/common/properties/intermediate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.new_base !== undefined){
if(typeof data.new_base !== "string"){
const err62 = {instancePath:instancePath+"/new_base",schemaPath:"#/$defs/common/properties/new_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.file_format !== undefined){
if(typeof data.file_format !== "string"){
const err63 = {instancePath:instancePath+"/file_format",schemaPath:"#/$defs/common/properties/file_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.license !== undefined){
if(typeof data.license !== "string"){
const err64 = {instancePath:instancePath+"/license",schemaPath:"#/$defs/common/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.license_url !== undefined){
if(typeof data.license_url !== "string"){
const err65 = {instancePath:instancePath+"/license_url",schemaPath:"#/$defs/common/properties/license_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.agreement !== undefined){
if(typeof data.agreement !== "string"){
const err66 = {instancePath:instancePath+"/agreement",schemaPath:"#/$defs/common/properties/agreement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.web_url !== undefined){
let data17 = data.web_url;
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err67 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.url !== undefined){
let data18 = data.url;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err69 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.repository_url !== undefined){
let data19 = data.repository_url;
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err71 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.translations_url !== undefined){
let data20 = data.translations_url;
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err73 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data21 = data.statistics_url;
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err75 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.lock_url !== undefined){
let data22 = data.lock_url;
if(typeof data22 === "string"){
if(!(formats0.test(data22))){
const err77 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.links_url !== undefined){
let data23 = data.links_url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err79 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.changes_list_url !== undefined){
let data24 = data.changes_list_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err81 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.task_url !== undefined){
let data25 = data.task_url;
if((typeof data25 !== "string") && (data25 !== null)){
const err83 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/type",keyword:"type",params:{type: schema33.properties.task_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err84 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data.new_lang !== undefined){
if(typeof data.new_lang !== "string"){
const err85 = {instancePath:instancePath+"/new_lang",schemaPath:"#/$defs/common/properties/new_lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.language_code_style !== undefined){
if(typeof data.language_code_style !== "string"){
const err86 = {instancePath:instancePath+"/language_code_style",schemaPath:"#/$defs/common/properties/language_code_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.push !== undefined){
if(typeof data.push !== "string"){
const err87 = {instancePath:instancePath+"/push",schemaPath:"#/$defs/common/properties/push/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.check_flags !== undefined){
if(typeof data.check_flags !== "string"){
const err88 = {instancePath:instancePath+"/check_flags",schemaPath:"#/$defs/common/properties/check_flags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.priority !== undefined){
let data30 = data.priority;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err89 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/common/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.restricted !== undefined){
if(typeof data.restricted !== "boolean"){
const err90 = {instancePath:instancePath+"/restricted",schemaPath:"#/$defs/common/properties/restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.repoweb !== undefined){
if(typeof data.repoweb !== "string"){
const err91 = {instancePath:instancePath+"/repoweb",schemaPath:"#/$defs/common/properties/repoweb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.report_source_bugs !== undefined){
if(typeof data.report_source_bugs !== "string"){
const err92 = {instancePath:instancePath+"/report_source_bugs",schemaPath:"#/$defs/common/properties/report_source_bugs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.merge_style !== undefined){
if(typeof data.merge_style !== "string"){
const err93 = {instancePath:instancePath+"/merge_style",schemaPath:"#/$defs/common/properties/merge_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.commit_message !== undefined){
if(typeof data.commit_message !== "string"){
const err94 = {instancePath:instancePath+"/commit_message",schemaPath:"#/$defs/common/properties/commit_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.add_message !== undefined){
if(typeof data.add_message !== "string"){
const err95 = {instancePath:instancePath+"/add_message",schemaPath:"#/$defs/common/properties/add_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.delete_message !== undefined){
if(typeof data.delete_message !== "string"){
const err96 = {instancePath:instancePath+"/delete_message",schemaPath:"#/$defs/common/properties/delete_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.merge_message !== undefined){
if(typeof data.merge_message !== "string"){
const err97 = {instancePath:instancePath+"/merge_message",schemaPath:"#/$defs/common/properties/merge_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.addon_message !== undefined){
if(typeof data.addon_message !== "string"){
const err98 = {instancePath:instancePath+"/addon_message",schemaPath:"#/$defs/common/properties/addon_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.pull_message !== undefined){
if(typeof data.pull_message !== "string"){
const err99 = {instancePath:instancePath+"/pull_message",schemaPath:"#/$defs/common/properties/pull_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.allow_translation_propagation !== undefined){
if(typeof data.allow_translation_propagation !== "boolean"){
const err100 = {instancePath:instancePath+"/allow_translation_propagation",schemaPath:"#/$defs/common/properties/allow_translation_propagation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.manage_units !== undefined){
if(typeof data.manage_units !== "boolean"){
const err101 = {instancePath:instancePath+"/manage_units",schemaPath:"#/$defs/common/properties/manage_units/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.enable_suggestions !== undefined){
if(typeof data.enable_suggestions !== "boolean"){
const err102 = {instancePath:instancePath+"/enable_suggestions",schemaPath:"#/$defs/common/properties/enable_suggestions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.suggestion_voting !== undefined){
if(typeof data.suggestion_voting !== "boolean"){
const err103 = {instancePath:instancePath+"/suggestion_voting",schemaPath:"#/$defs/common/properties/suggestion_voting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.suggestion_autoaccept !== undefined){
let data45 = data.suggestion_autoaccept;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err104 = {instancePath:instancePath+"/suggestion_autoaccept",schemaPath:"#/$defs/common/properties/suggestion_autoaccept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.push_on_commit !== undefined){
if(typeof data.push_on_commit !== "boolean"){
const err105 = {instancePath:instancePath+"/push_on_commit",schemaPath:"#/$defs/common/properties/push_on_commit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.commit_pending_age !== undefined){
let data47 = data.commit_pending_age;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err106 = {instancePath:instancePath+"/commit_pending_age",schemaPath:"#/$defs/common/properties/commit_pending_age/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.auto_lock_error !== undefined){
if(typeof data.auto_lock_error !== "boolean"){
const err107 = {instancePath:instancePath+"/auto_lock_error",schemaPath:"#/$defs/common/properties/auto_lock_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.language_regex !== undefined){
if(typeof data.language_regex !== "string"){
const err108 = {instancePath:instancePath+"/language_regex",schemaPath:"#/$defs/common/properties/language_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.variant_regex !== undefined){
if(typeof data.variant_regex !== "string"){
const err109 = {instancePath:instancePath+"/variant_regex",schemaPath:"#/$defs/common/properties/variant_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.addons !== undefined){
let data51 = data.addons;
if(Array.isArray(data51)){
const len0 = data51.length;
for(let i0=0; i0<len0; i0++){
let data52 = data51[i0];
if(typeof data52 === "string"){
if(!(formats0.test(data52))){
const err110 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/addons",schemaPath:"#/$defs/common/properties/addons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.is_glossary !== undefined){
if(typeof data.is_glossary !== "boolean"){
const err113 = {instancePath:instancePath+"/is_glossary",schemaPath:"#/$defs/common/properties/is_glossary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.glossary_color !== undefined){
if(typeof data.glossary_color !== "string"){
const err114 = {instancePath:instancePath+"/glossary_color",schemaPath:"#/$defs/common/properties/glossary_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/$defs/common/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_language === undefined){
const err116 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_language"},message:"must have required property '"+"source_language"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data.project === undefined){
const err117 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data.links_url === undefined){
const err118 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links_url"},message:"must have required property '"+"links_url"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data.enforced_checks === undefined){
const err119 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enforced_checks"},message:"must have required property '"+"enforced_checks"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data.pull_message === undefined){
const err120 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pull_message"},message:"must have required property '"+"pull_message"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data.manage_units === undefined){
const err121 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "manage_units"},message:"must have required property '"+"manage_units"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data.is_glossary === undefined){
const err122 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_glossary"},message:"must have required property '"+"is_glossary"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data.glossary_color === undefined){
const err123 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "glossary_color"},message:"must have required property '"+"glossary_color"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data.source_language !== undefined){
if(!(validate28(data.source_language, {instancePath:instancePath+"/source_language",parentData:data,parentDataProperty:"source_language",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.project !== undefined){
let data56 = data.project;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.name === undefined){
const err124 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data56.slug === undefined){
const err125 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data56.id === undefined){
const err126 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data56.web === undefined){
const err127 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "web"},message:"must have required property '"+"web"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data56.web_url === undefined){
const err128 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data56.url === undefined){
const err129 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data56.components_list_url === undefined){
const err130 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "components_list_url"},message:"must have required property '"+"components_list_url"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data56.repository_url === undefined){
const err131 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data56.statistics_url === undefined){
const err132 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data56.changes_list_url === undefined){
const err133 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data56.languages_url === undefined){
const err134 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "languages_url"},message:"must have required property '"+"languages_url"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data56.translation_review === undefined){
const err135 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "translation_review"},message:"must have required property '"+"translation_review"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data56.source_review === undefined){
const err136 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "source_review"},message:"must have required property '"+"source_review"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data56.set_language_team === undefined){
const err137 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "set_language_team"},message:"must have required property '"+"set_language_team"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data56.instructions === undefined){
const err138 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data56.enable_hooks === undefined){
const err139 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "enable_hooks"},message:"must have required property '"+"enable_hooks"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data56.language_aliases === undefined){
const err140 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/required",keyword:"required",params:{missingProperty: "language_aliases"},message:"must have required property '"+"language_aliases"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data56.name !== undefined){
if(typeof data56.name !== "string"){
const err141 = {instancePath:instancePath+"/project/name",schemaPath:"project.schema.json#/$defs/listShape/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data56.slug !== undefined){
if(typeof data56.slug !== "string"){
const err142 = {instancePath:instancePath+"/project/slug",schemaPath:"project.schema.json#/$defs/listShape/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data56.id !== undefined){
let data59 = data56.id;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err143 = {instancePath:instancePath+"/project/id",schemaPath:"project.schema.json#/$defs/listShape/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data56.web !== undefined){
if(typeof data56.web !== "string"){
const err144 = {instancePath:instancePath+"/project/web",schemaPath:"project.schema.json#/$defs/listShape/properties/web/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data56.web_url !== undefined){
let data61 = data56.web_url;
if(typeof data61 === "string"){
if(!(formats0.test(data61))){
const err145 = {instancePath:instancePath+"/project/web_url",schemaPath:"project.schema.json#/$defs/listShape/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/project/web_url",schemaPath:"project.schema.json#/$defs/listShape/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data56.url !== undefined){
let data62 = data56.url;
if(typeof data62 === "string"){
if(!(formats0.test(data62))){
const err147 = {instancePath:instancePath+"/project/url",schemaPath:"project.schema.json#/$defs/listShape/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/project/url",schemaPath:"project.schema.json#/$defs/listShape/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data56.components_list_url !== undefined){
let data63 = data56.components_list_url;
if(typeof data63 === "string"){
if(!(formats0.test(data63))){
const err149 = {instancePath:instancePath+"/project/components_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/components_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/project/components_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/components_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data56.repository_url !== undefined){
let data64 = data56.repository_url;
if(typeof data64 === "string"){
if(!(formats0.test(data64))){
const err151 = {instancePath:instancePath+"/project/repository_url",schemaPath:"project.schema.json#/$defs/listShape/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
else {
const err152 = {instancePath:instancePath+"/project/repository_url",schemaPath:"project.schema.json#/$defs/listShape/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data56.statistics_url !== undefined){
let data65 = data56.statistics_url;
if(typeof data65 === "string"){
if(!(formats0.test(data65))){
const err153 = {instancePath:instancePath+"/project/statistics_url",schemaPath:"project.schema.json#/$defs/listShape/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/project/statistics_url",schemaPath:"project.schema.json#/$defs/listShape/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data56.changes_list_url !== undefined){
let data66 = data56.changes_list_url;
if(typeof data66 === "string"){
if(!(formats0.test(data66))){
const err155 = {instancePath:instancePath+"/project/changes_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/project/changes_list_url",schemaPath:"project.schema.json#/$defs/listShape/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data56.languages_url !== undefined){
let data67 = data56.languages_url;
if(typeof data67 === "string"){
if(!(formats0.test(data67))){
const err157 = {instancePath:instancePath+"/project/languages_url",schemaPath:"project.schema.json#/$defs/listShape/properties/languages_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/project/languages_url",schemaPath:"project.schema.json#/$defs/listShape/properties/languages_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data56.translation_review !== undefined){
if(typeof data56.translation_review !== "boolean"){
const err159 = {instancePath:instancePath+"/project/translation_review",schemaPath:"project.schema.json#/$defs/listShape/properties/translation_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data56.source_review !== undefined){
if(typeof data56.source_review !== "boolean"){
const err160 = {instancePath:instancePath+"/project/source_review",schemaPath:"project.schema.json#/$defs/listShape/properties/source_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data56.set_language_team !== undefined){
if(typeof data56.set_language_team !== "boolean"){
const err161 = {instancePath:instancePath+"/project/set_language_team",schemaPath:"project.schema.json#/$defs/listShape/properties/set_language_team/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data56.instructions !== undefined){
if(typeof data56.instructions !== "string"){
const err162 = {instancePath:instancePath+"/project/instructions",schemaPath:"project.schema.json#/$defs/listShape/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data56.mail !== undefined){
if(typeof data56.mail !== "string"){
const err163 = {instancePath:instancePath+"/project/mail",schemaPath:"project.schema.json#/$defs/listShape/properties/mail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data56.enable_hooks !== undefined){
if(typeof data56.enable_hooks !== "boolean"){
const err164 = {instancePath:instancePath+"/project/enable_hooks",schemaPath:"project.schema.json#/$defs/listShape/properties/enable_hooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data56.language_aliases !== undefined){
if(typeof data56.language_aliases !== "string"){
const err165 = {instancePath:instancePath+"/project/language_aliases",schemaPath:"project.schema.json#/$defs/listShape/properties/language_aliases/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/project",schemaPath:"project.schema.json#/$defs/listShape/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data.enforced_checks !== undefined){
let data75 = data.enforced_checks;
if(Array.isArray(data75)){
const len1 = data75.length;
for(let i1=0; i1<len1; i1++){
if(typeof data75[i1] !== "string"){
const err167 = {instancePath:instancePath+"/enforced_checks/" + i1,schemaPath:"#/properties/enforced_checks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/enforced_checks",schemaPath:"#/properties/enforced_checks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"source_language":true,"project":true,"enforced_checks":true,"name":true,"slug":true,"id":true,"vcs":true,"repo":true,"git_export":true,"branch":true,"push_branch":true,"filemask":true,"template":true,"edit_template":true,"intermediate":true,"new_base":true,"file_format":true,"license":true,"license_url":true,"agreement":true,"web_url":true,"url":true,"repository_url":true,"translations_url":true,"statistics_url":true,"lock_url":true,"links_url":true,"changes_list_url":true,"task_url":true,"new_lang":true,"language_code_style":true,"push":true,"check_flags":true,"priority":true,"restricted":true,"repoweb":true,"report_source_bugs":true,"merge_style":true,"commit_message":true,"add_message":true,"delete_message":true,"merge_message":true,"addon_message":true,"pull_message":true,"allow_translation_propagation":true,"manage_units":true,"enable_suggestions":true,"suggestion_voting":true,"suggestion_autoaccept":true,"push_on_commit":true,"commit_pending_age":true,"auto_lock_error":true,"language_regex":true,"variant_regex":true,"addons":true,"is_glossary":true,"glossary_color":true},"dynamicProps":false,"dynamicItems":false};

exports.olderShape = validate44;

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.vcs === undefined){
const err3 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "vcs"},message:"must have required property '"+"vcs"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repo === undefined){
const err4 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.git_export === undefined){
const err5 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "git_export"},message:"must have required property '"+"git_export"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.branch === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.push_branch === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_branch"},message:"must have required property '"+"push_branch"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.filemask === undefined){
const err8 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "filemask"},message:"must have required property '"+"filemask"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.template === undefined){
const err9 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.edit_template === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "edit_template"},message:"must have required property '"+"edit_template"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.intermediate === undefined){
const err11 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "intermediate"},message:"must have required property '"+"intermediate"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.new_base === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_base"},message:"must have required property '"+"new_base"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.file_format === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "file_format"},message:"must have required property '"+"file_format"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.license === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license"},message:"must have required property '"+"license"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.license_url === undefined){
const err15 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "license_url"},message:"must have required property '"+"license_url"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.agreement === undefined){
const err16 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "agreement"},message:"must have required property '"+"agreement"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.web_url === undefined){
const err17 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.url === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.repository_url === undefined){
const err19 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.translations_url === undefined){
const err20 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "translations_url"},message:"must have required property '"+"translations_url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.statistics_url === undefined){
const err21 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.lock_url === undefined){
const err22 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "lock_url"},message:"must have required property '"+"lock_url"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.changes_list_url === undefined){
const err23 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.task_url === undefined){
const err24 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "task_url"},message:"must have required property '"+"task_url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.new_lang === undefined){
const err25 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "new_lang"},message:"must have required property '"+"new_lang"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.language_code_style === undefined){
const err26 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_code_style"},message:"must have required property '"+"language_code_style"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.push === undefined){
const err27 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push"},message:"must have required property '"+"push"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.check_flags === undefined){
const err28 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "check_flags"},message:"must have required property '"+"check_flags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.priority === undefined){
const err29 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.restricted === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "restricted"},message:"must have required property '"+"restricted"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.repoweb === undefined){
const err31 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "repoweb"},message:"must have required property '"+"repoweb"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.report_source_bugs === undefined){
const err32 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "report_source_bugs"},message:"must have required property '"+"report_source_bugs"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.merge_style === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_style"},message:"must have required property '"+"merge_style"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.commit_message === undefined){
const err34 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_message"},message:"must have required property '"+"commit_message"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.add_message === undefined){
const err35 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "add_message"},message:"must have required property '"+"add_message"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.delete_message === undefined){
const err36 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "delete_message"},message:"must have required property '"+"delete_message"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.merge_message === undefined){
const err37 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "merge_message"},message:"must have required property '"+"merge_message"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.addon_message === undefined){
const err38 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addon_message"},message:"must have required property '"+"addon_message"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.allow_translation_propagation === undefined){
const err39 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "allow_translation_propagation"},message:"must have required property '"+"allow_translation_propagation"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.enable_suggestions === undefined){
const err40 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "enable_suggestions"},message:"must have required property '"+"enable_suggestions"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.suggestion_voting === undefined){
const err41 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_voting"},message:"must have required property '"+"suggestion_voting"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.suggestion_autoaccept === undefined){
const err42 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "suggestion_autoaccept"},message:"must have required property '"+"suggestion_autoaccept"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.push_on_commit === undefined){
const err43 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "push_on_commit"},message:"must have required property '"+"push_on_commit"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.commit_pending_age === undefined){
const err44 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "commit_pending_age"},message:"must have required property '"+"commit_pending_age"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.auto_lock_error === undefined){
const err45 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "auto_lock_error"},message:"must have required property '"+"auto_lock_error"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.language_regex === undefined){
const err46 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "language_regex"},message:"must have required property '"+"language_regex"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.variant_regex === undefined){
const err47 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "variant_regex"},message:"must have required property '"+"variant_regex"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.addons === undefined){
const err48 = {instancePath,schemaPath:"#/$defs/common/required",keyword:"required",params:{missingProperty: "addons"},message:"must have required property '"+"addons"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err49 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/common/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.slug !== undefined){
if(typeof data.slug !== "string"){
const err50 = {instancePath:instancePath+"/slug",schemaPath:"#/$defs/common/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err51 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/common/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.vcs !== undefined){
if(typeof data.vcs !== "string"){
const err52 = {instancePath:instancePath+"/vcs",schemaPath:"#/$defs/common/properties/vcs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.repo !== undefined){
if(typeof data.repo !== "string"){
const err53 = {instancePath:instancePath+"/repo",schemaPath:"#/$defs/common/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.git_export !== undefined){
let data5 = data.git_export;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err54 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/git_export",schemaPath:"#/$defs/common/properties/git_export/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.branch !== undefined){
if(typeof data.branch !== "string"){
const err56 = {instancePath:instancePath+"/branch",schemaPath:"#/$defs/common/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.push_branch !== undefined){
if(typeof data.push_branch !== "string"){
const err57 = {instancePath:instancePath+"/push_branch",schemaPath:"#/$defs/common/properties/push_branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.filemask !== undefined){
if(typeof data.filemask !== "string"){
const err58 = {instancePath:instancePath+"/filemask",schemaPath:"#/$defs/common/properties/filemask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.template !== undefined){
if(typeof data.template !== "string"){
const err59 = {instancePath:instancePath+"/template",schemaPath:"#/$defs/common/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.edit_template !== undefined){
if(typeof data.edit_template !== "boolean"){
const err60 = {instancePath:instancePath+"/edit_template",schemaPath:"#/$defs/common/properties/edit_template/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.intermediate !== undefined){
if(typeof data.intermediate !== "string"){
const err61 = {instancePath:instancePath+"/intermediate",schemaPath:"#/$defs/common/properties/intermediate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.new_base !== undefined){
if(typeof data.new_base !== "string"){
const err62 = {instancePath:instancePath+"/new_base",schemaPath:"#/$defs/common/properties/new_base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.file_format !== undefined){
if(typeof data.file_format !== "string"){
const err63 = {instancePath:instancePath+"/file_format",schemaPath:"#/$defs/common/properties/file_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.license !== undefined){
if(typeof data.license !== "string"){
const err64 = {instancePath:instancePath+"/license",schemaPath:"#/$defs/common/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.license_url !== undefined){
if(typeof data.license_url !== "string"){
const err65 = {instancePath:instancePath+"/license_url",schemaPath:"#/$defs/common/properties/license_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.agreement !== undefined){
if(typeof data.agreement !== "string"){
const err66 = {instancePath:instancePath+"/agreement",schemaPath:"#/$defs/common/properties/agreement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.web_url !== undefined){
let data17 = data.web_url;
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err67 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/web_url",schemaPath:"#/$defs/common/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.url !== undefined){
let data18 = data.url;
if(typeof data18 === "string"){
if(!(formats0.test(data18))){
const err69 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/url",schemaPath:"#/$defs/common/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.repository_url !== undefined){
let data19 = data.repository_url;
if(typeof data19 === "string"){
if(!(formats0.test(data19))){
const err71 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/repository_url",schemaPath:"#/$defs/common/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.translations_url !== undefined){
let data20 = data.translations_url;
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err73 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/translations_url",schemaPath:"#/$defs/common/properties/translations_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.statistics_url !== undefined){
let data21 = data.statistics_url;
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err75 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/statistics_url",schemaPath:"#/$defs/common/properties/statistics_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.lock_url !== undefined){
let data22 = data.lock_url;
if(typeof data22 === "string"){
if(!(formats0.test(data22))){
const err77 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/lock_url",schemaPath:"#/$defs/common/properties/lock_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.links_url !== undefined){
let data23 = data.links_url;
if(typeof data23 === "string"){
if(!(formats0.test(data23))){
const err79 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/links_url",schemaPath:"#/$defs/common/properties/links_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.changes_list_url !== undefined){
let data24 = data.changes_list_url;
if(typeof data24 === "string"){
if(!(formats0.test(data24))){
const err81 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/$defs/common/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.task_url !== undefined){
let data25 = data.task_url;
if((typeof data25 !== "string") && (data25 !== null)){
const err83 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/type",keyword:"type",params:{type: schema33.properties.task_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err84 = {instancePath:instancePath+"/task_url",schemaPath:"#/$defs/common/properties/task_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data.new_lang !== undefined){
if(typeof data.new_lang !== "string"){
const err85 = {instancePath:instancePath+"/new_lang",schemaPath:"#/$defs/common/properties/new_lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.language_code_style !== undefined){
if(typeof data.language_code_style !== "string"){
const err86 = {instancePath:instancePath+"/language_code_style",schemaPath:"#/$defs/common/properties/language_code_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.push !== undefined){
if(typeof data.push !== "string"){
const err87 = {instancePath:instancePath+"/push",schemaPath:"#/$defs/common/properties/push/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.check_flags !== undefined){
if(typeof data.check_flags !== "string"){
const err88 = {instancePath:instancePath+"/check_flags",schemaPath:"#/$defs/common/properties/check_flags/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.priority !== undefined){
let data30 = data.priority;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err89 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/common/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.restricted !== undefined){
if(typeof data.restricted !== "boolean"){
const err90 = {instancePath:instancePath+"/restricted",schemaPath:"#/$defs/common/properties/restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.repoweb !== undefined){
if(typeof data.repoweb !== "string"){
const err91 = {instancePath:instancePath+"/repoweb",schemaPath:"#/$defs/common/properties/repoweb/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.report_source_bugs !== undefined){
if(typeof data.report_source_bugs !== "string"){
const err92 = {instancePath:instancePath+"/report_source_bugs",schemaPath:"#/$defs/common/properties/report_source_bugs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.merge_style !== undefined){
if(typeof data.merge_style !== "string"){
const err93 = {instancePath:instancePath+"/merge_style",schemaPath:"#/$defs/common/properties/merge_style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.commit_message !== undefined){
if(typeof data.commit_message !== "string"){
const err94 = {instancePath:instancePath+"/commit_message",schemaPath:"#/$defs/common/properties/commit_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.add_message !== undefined){
if(typeof data.add_message !== "string"){
const err95 = {instancePath:instancePath+"/add_message",schemaPath:"#/$defs/common/properties/add_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.delete_message !== undefined){
if(typeof data.delete_message !== "string"){
const err96 = {instancePath:instancePath+"/delete_message",schemaPath:"#/$defs/common/properties/delete_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.merge_message !== undefined){
if(typeof data.merge_message !== "string"){
const err97 = {instancePath:instancePath+"/merge_message",schemaPath:"#/$defs/common/properties/merge_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.addon_message !== undefined){
if(typeof data.addon_message !== "string"){
const err98 = {instancePath:instancePath+"/addon_message",schemaPath:"#/$defs/common/properties/addon_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.pull_message !== undefined){
if(typeof data.pull_message !== "string"){
const err99 = {instancePath:instancePath+"/pull_message",schemaPath:"#/$defs/common/properties/pull_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.allow_translation_propagation !== undefined){
if(typeof data.allow_translation_propagation !== "boolean"){
const err100 = {instancePath:instancePath+"/allow_translation_propagation",schemaPath:"#/$defs/common/properties/allow_translation_propagation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.manage_units !== undefined){
if(typeof data.manage_units !== "boolean"){
const err101 = {instancePath:instancePath+"/manage_units",schemaPath:"#/$defs/common/properties/manage_units/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.enable_suggestions !== undefined){
if(typeof data.enable_suggestions !== "boolean"){
const err102 = {instancePath:instancePath+"/enable_suggestions",schemaPath:"#/$defs/common/properties/enable_suggestions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.suggestion_voting !== undefined){
if(typeof data.suggestion_voting !== "boolean"){
const err103 = {instancePath:instancePath+"/suggestion_voting",schemaPath:"#/$defs/common/properties/suggestion_voting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.suggestion_autoaccept !== undefined){
let data45 = data.suggestion_autoaccept;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err104 = {instancePath:instancePath+"/suggestion_autoaccept",schemaPath:"#/$defs/common/properties/suggestion_autoaccept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.push_on_commit !== undefined){
if(typeof data.push_on_commit !== "boolean"){
const err105 = {instancePath:instancePath+"/push_on_commit",schemaPath:"#/$defs/common/properties/push_on_commit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.commit_pending_age !== undefined){
let data47 = data.commit_pending_age;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err106 = {instancePath:instancePath+"/commit_pending_age",schemaPath:"#/$defs/common/properties/commit_pending_age/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.auto_lock_error !== undefined){
if(typeof data.auto_lock_error !== "boolean"){
const err107 = {instancePath:instancePath+"/auto_lock_error",schemaPath:"#/$defs/common/properties/auto_lock_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.language_regex !== undefined){
if(typeof data.language_regex !== "string"){
const err108 = {instancePath:instancePath+"/language_regex",schemaPath:"#/$defs/common/properties/language_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.variant_regex !== undefined){
if(typeof data.variant_regex !== "string"){
const err109 = {instancePath:instancePath+"/variant_regex",schemaPath:"#/$defs/common/properties/variant_regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.addons !== undefined){
let data51 = data.addons;
if(Array.isArray(data51)){
const len0 = data51.length;
for(let i0=0; i0<len0; i0++){
let data52 = data51[i0];
if(typeof data52 === "string"){
if(!(formats0.test(data52))){
const err110 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/addons/" + i0,schemaPath:"#/$defs/common/properties/addons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/addons",schemaPath:"#/$defs/common/properties/addons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.is_glossary !== undefined){
if(typeof data.is_glossary !== "boolean"){
const err113 = {instancePath:instancePath+"/is_glossary",schemaPath:"#/$defs/common/properties/is_glossary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.glossary_color !== undefined){
if(typeof data.glossary_color !== "string"){
const err114 = {instancePath:instancePath+"/glossary_color",schemaPath:"#/$defs/common/properties/glossary_color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath,schemaPath:"#/$defs/common/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source_language === undefined){
const err116 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_language"},message:"must have required property '"+"source_language"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data.project === undefined){
const err117 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data.enforced_checks === undefined){
const err118 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enforced_checks"},message:"must have required property '"+"enforced_checks"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data.source_language !== undefined){
if(!(validate36(data.source_language, {instancePath:instancePath+"/source_language",parentData:data,parentDataProperty:"source_language",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.project !== undefined){
if(!(validate38(data.project, {instancePath:instancePath+"/project",parentData:data,parentDataProperty:"project",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.enforced_checks !== undefined){
if(typeof data.enforced_checks !== "string"){
const err119 = {instancePath:instancePath+"/enforced_checks",schemaPath:"#/properties/enforced_checks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":{"source_language":true,"project":true,"enforced_checks":true,"name":true,"slug":true,"id":true,"vcs":true,"repo":true,"git_export":true,"branch":true,"push_branch":true,"filemask":true,"template":true,"edit_template":true,"intermediate":true,"new_base":true,"file_format":true,"license":true,"license_url":true,"agreement":true,"web_url":true,"url":true,"repository_url":true,"translations_url":true,"statistics_url":true,"lock_url":true,"links_url":true,"changes_list_url":true,"task_url":true,"new_lang":true,"language_code_style":true,"push":true,"check_flags":true,"priority":true,"restricted":true,"repoweb":true,"report_source_bugs":true,"merge_style":true,"commit_message":true,"add_message":true,"delete_message":true,"merge_message":true,"addon_message":true,"pull_message":true,"allow_translation_propagation":true,"manage_units":true,"enable_suggestions":true,"suggestion_voting":true,"suggestion_autoaccept":true,"push_on_commit":true,"commit_pending_age":true,"auto_lock_error":true,"language_regex":true,"variant_regex":true,"addons":true,"is_glossary":true,"glossary_color":true},"dynamicProps":false,"dynamicItems":false};

