// Generated from schemas/project.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/project.schema.json","title":"Project","description":"§2.5: the project object of a component record (field project). Extra fields are allowed.","anyOf":[{"$ref":"#/$defs/listShape"},{"$ref":"#/$defs/olderShape"}],"$defs":{"listShape":{"title":"ProjectListShape","description":"§2.5: as in the component list (mail absent or ignored).","type":"object","required":["name","slug","id","web","web_url","url","components_list_url","repository_url","statistics_url","changes_list_url","languages_url","translation_review","source_review","set_language_team","instructions","enable_hooks","language_aliases"],"properties":{"name":{"type":"string","description":"§2.5: project name."},"slug":{"type":"string","description":"§2.5: URL identifier of the project."},"id":{"type":"integer","description":"§2.5: numeric identifier."},"web":{"type":"string","description":"§2.5: external home page of the project (not required to be under the base URL)."},"web_url":{"type":"string","format":"uri","description":"§2.5: page of the project."},"url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/."},"components_list_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/components/."},"repository_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/repository/."},"statistics_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/statistics/."},"changes_list_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/changes/."},"languages_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/languages/."},"translation_review":{"type":"boolean","description":"§2.5: translation review flag."},"source_review":{"type":"boolean","description":"§2.5: source review flag."},"set_language_team":{"type":"boolean","description":"§2.5: language team flag."},"instructions":{"type":"string","description":"§2.5: instructions; empty when unset."},"mail":{"type":"string","description":"§2.5: contact address or empty; present only in the older-shaped instance record."},"enable_hooks":{"type":"boolean","description":"§2.5: hooks flag."},"language_aliases":{"type":"string","description":"§2.5: language aliases; empty when unset."}}},"olderShape":{"title":"ProjectOlderShape","description":"§2.5: as in the older-shaped instance record, with mail.","type":"object","allOf":[{"$ref":"#/$defs/listShape"}],"required":["mail"]}}};
const schema32 = {"title":"ProjectListShape","description":"§2.5: as in the component list (mail absent or ignored).","type":"object","required":["name","slug","id","web","web_url","url","components_list_url","repository_url","statistics_url","changes_list_url","languages_url","translation_review","source_review","set_language_team","instructions","enable_hooks","language_aliases"],"properties":{"name":{"type":"string","description":"§2.5: project name."},"slug":{"type":"string","description":"§2.5: URL identifier of the project."},"id":{"type":"integer","description":"§2.5: numeric identifier."},"web":{"type":"string","description":"§2.5: external home page of the project (not required to be under the base URL)."},"web_url":{"type":"string","format":"uri","description":"§2.5: page of the project."},"url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/."},"components_list_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/components/."},"repository_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/repository/."},"statistics_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/statistics/."},"changes_list_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/changes/."},"languages_url":{"type":"string","format":"uri","description":"§2.5: path /api/projects/<project_slug>/languages/."},"translation_review":{"type":"boolean","description":"§2.5: translation review flag."},"source_review":{"type":"boolean","description":"§2.5: source review flag."},"set_language_team":{"type":"boolean","description":"§2.5: language team flag."},"instructions":{"type":"string","description":"§2.5: instructions; empty when unset."},"mail":{"type":"string","description":"§2.5: contact address or empty; present only in the older-shaped instance record."},"enable_hooks":{"type":"boolean","description":"§2.5: hooks flag."},"language_aliases":{"type":"string","description":"§2.5: language aliases; empty when unset."}}};
const formats0 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i;
const schema33 = {"title":"ProjectOlderShape","description":"§2.5: as in the older-shaped instance record, with mail.","type":"object","allOf":[{"$ref":"#/$defs/listShape"}],"required":["mail"]};

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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"name":true,"slug":true,"id":true,"web":true,"web_url":true,"url":true,"components_list_url":true,"repository_url":true,"statistics_url":true,"changes_list_url":true,"languages_url":true,"translation_review":true,"source_review":true,"set_language_team":true,"instructions":true,"mail":true,"enable_hooks":true,"language_aliases":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/project.schema.json" */;
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
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.name = true;
props0.slug = true;
props0.id = true;
props0.web = true;
props0.web_url = true;
props0.url = true;
props0.components_list_url = true;
props0.repository_url = true;
props0.statistics_url = true;
props0.changes_list_url = true;
props0.languages_url = true;
props0.translation_review = true;
props0.source_review = true;
props0.set_language_team = true;
props0.instructions = true;
props0.mail = true;
props0.enable_hooks = true;
props0.language_aliases = true;
}
const _errs40 = errors;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid0 = _errs40 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.slug = true;
props0.id = true;
props0.web = true;
props0.web_url = true;
props0.url = true;
props0.components_list_url = true;
props0.repository_url = true;
props0.statistics_url = true;
props0.changes_list_url = true;
props0.languages_url = true;
props0.translation_review = true;
props0.source_review = true;
props0.set_language_team = true;
props0.instructions = true;
props0.mail = true;
props0.enable_hooks = true;
props0.language_aliases = true;
}
}
if(!valid0){
const err43 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
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

exports.listShape = validate23;

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
if(data.web === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "web"},message:"must have required property '"+"web"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.web_url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "web_url"},message:"must have required property '"+"web_url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.components_list_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "components_list_url"},message:"must have required property '"+"components_list_url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.repository_url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repository_url"},message:"must have required property '"+"repository_url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.statistics_url === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statistics_url"},message:"must have required property '"+"statistics_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.changes_list_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes_list_url"},message:"must have required property '"+"changes_list_url"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.languages_url === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages_url"},message:"must have required property '"+"languages_url"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.translation_review === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "translation_review"},message:"must have required property '"+"translation_review"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.source_review === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_review"},message:"must have required property '"+"source_review"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.set_language_team === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "set_language_team"},message:"must have required property '"+"set_language_team"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.instructions === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instructions"},message:"must have required property '"+"instructions"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.enable_hooks === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enable_hooks"},message:"must have required property '"+"enable_hooks"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.language_aliases === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language_aliases"},message:"must have required property '"+"language_aliases"+"'"};
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
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err20 = {instancePath:instancePath+"/web",schemaPath:"#/properties/web/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err22 = {instancePath:instancePath+"/web_url",schemaPath:"#/properties/web_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err24 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/components_list_url",schemaPath:"#/properties/components_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err26 = {instancePath:instancePath+"/components_list_url",schemaPath:"#/properties/components_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/repository_url",schemaPath:"#/properties/repository_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err28 = {instancePath:instancePath+"/repository_url",schemaPath:"#/properties/repository_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.changes_list_url !== undefined){
let data9 = data.changes_list_url;
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err31 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/properties/changes_list_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err32 = {instancePath:instancePath+"/changes_list_url",schemaPath:"#/properties/changes_list_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/languages_url",schemaPath:"#/properties/languages_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err34 = {instancePath:instancePath+"/languages_url",schemaPath:"#/properties/languages_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/translation_review",schemaPath:"#/properties/translation_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err36 = {instancePath:instancePath+"/source_review",schemaPath:"#/properties/source_review/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err37 = {instancePath:instancePath+"/set_language_team",schemaPath:"#/properties/set_language_team/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err38 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/mail",schemaPath:"#/properties/mail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath:instancePath+"/enable_hooks",schemaPath:"#/properties/enable_hooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err41 = {instancePath:instancePath+"/language_aliases",schemaPath:"#/properties/language_aliases/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"name":true,"slug":true,"id":true,"web":true,"web_url":true,"url":true,"components_list_url":true,"repository_url":true,"statistics_url":true,"changes_list_url":true,"languages_url":true,"translation_review":true,"source_review":true,"set_language_team":true,"instructions":true,"mail":true,"enable_hooks":true,"language_aliases":true},"dynamicProps":false,"dynamicItems":false};

exports.olderShape = validate24;

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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"name":true,"slug":true,"id":true,"web":true,"web_url":true,"url":true,"components_list_url":true,"repository_url":true,"statistics_url":true,"changes_list_url":true,"languages_url":true,"translation_review":true,"source_review":true,"set_language_team":true,"instructions":true,"mail":true,"enable_hooks":true,"language_aliases":true},"dynamicProps":false,"dynamicItems":false};

